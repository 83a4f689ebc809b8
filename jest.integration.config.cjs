// Integration tests: the services against the real PostgreSQL (a database per run) and Redis (a key prefix per run).
const { createJestConfig } = require('./jest.preset.cjs');

module.exports = {
  ...createJestConfig({
    displayName: 'integration',
    rootDir: __dirname,
    testMatch: ['<rootDir>/services/*/src/**/*.int-spec.ts'],
    setupFilesAfterEnv: ['<rootDir>/tools/jest/system-test-timeout.cjs'],
  }),
  globalSetup: '<rootDir>/tools/jest/integration-global-setup.cjs',
  globalTeardown: '<rootDir>/tools/jest/integration-global-teardown.cjs',
  testTimeout: 30_000,
  // The files share one database and one Redis prefix; before/after counters assume nothing else runs meanwhile.
  maxWorkers: 1,
  // They run in one worker process, replaced once a file leaves it holding more than this: run in band, the ~100 files
  // grew one process to 4.6 GB, near Node's heap limit, and the last files' set-ups slowed past their timeouts in GC.
  workerIdleMemoryLimit: '1536MB',
  // Start-up failure tests leave the half-opened database pool of the app that refused to start.
  forceExit: true,
};
