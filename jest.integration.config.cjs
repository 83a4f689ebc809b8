// Integration tests: the services against the real PostgreSQL (a database per run) and Redis (a key prefix per run).
const { createJestConfig } = require('./jest.preset.cjs');

module.exports = {
  ...createJestConfig({
    displayName: 'integration',
    rootDir: __dirname,
    testMatch: ['<rootDir>/services/*/src/**/*.int-spec.ts'],
  }),
  globalSetup: '<rootDir>/tools/jest/integration-global-setup.cjs',
  globalTeardown: '<rootDir>/tools/jest/integration-global-teardown.cjs',
  testTimeout: 30_000,
  // The files share one database and one Redis prefix; before/after counters assume nothing else runs meanwhile.
  maxWorkers: 1,
  // Start-up failure tests leave the half-opened database pool of the app that refused to start.
  forceExit: true,
};
