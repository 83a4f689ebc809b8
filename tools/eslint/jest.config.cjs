const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({ displayName: 'eslint-rules', rootDir: __dirname, testMatch: ['<rootDir>/*.spec.cjs'] });
