const { createJestConfig } = require('../jest.preset.cjs');

module.exports = createJestConfig({ displayName: 'docs', rootDir: __dirname, testMatch: ['<rootDir>/*.spec.cjs'] });
