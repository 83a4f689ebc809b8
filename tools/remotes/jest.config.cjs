const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({ displayName: 'remotes', rootDir: __dirname, testMatch: ['<rootDir>/*.spec.cjs'] });
