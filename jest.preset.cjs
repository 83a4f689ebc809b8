// Shared Jest settings: every project's jest.config.cjs calls createJestConfig.
const path = require('node:path');

const workspaceRoot = __dirname;

const workspaceLibs = {
  '@app/contracts': 'libs/contracts/src/index.ts',
  '@app/content': 'libs/content/src/index.ts',
  '@app/ui': 'libs/ui/src/index.ts',
  '@app/ui/testing': 'libs/ui/src/testing/index.ts',
  '@app/web': 'libs/web/src/index.ts',
  '@app/core': 'services/core/src/index.ts',
};

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
};

/**
 * @param {{ displayName: string, rootDir: string, environment?: 'node' | 'jsdom', testMatch?: string[], setupFilesAfterEnv?: string[] }} options
 */
function createJestConfig({ displayName, rootDir, environment = 'node', testMatch, setupFilesAfterEnv = [] }) {
  return {
    displayName,
    rootDir,
    testEnvironment: environment,
    testMatch: testMatch ?? ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions] },
    moduleNameMapper: Object.fromEntries(
      Object.entries(workspaceLibs).map(([name, file]) => [`^${name}$`, path.join(workspaceRoot, file)]),
    ),
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(workspaceRoot, 'tools/jest/jsdom-setup.cjs')] : []),
      ...setupFilesAfterEnv,
    ],
    clearMocks: true,
    restoreMocks: true,
  };
}

module.exports = { createJestConfig, workspaceRoot };
