// Shared Jest settings: every project's jest.config.cjs calls createJestConfig.
const path = require('node:path');
const { WORKSPACE_ALIASES, workspaceRoot } = require('./tools/workspace-aliases.cjs');

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
    moduleNameMapper: Object.fromEntries(Object.entries(WORKSPACE_ALIASES).map(([name, file]) => [`^${name}$`, file])),
    setupFilesAfterEnv: [...(environment === 'jsdom' ? [path.join(workspaceRoot, 'tools/jest/jsdom-setup.cjs')] : []), ...setupFilesAfterEnv],
    clearMocks: true,
    restoreMocks: true,
  };
}

module.exports = { createJestConfig, workspaceRoot };
