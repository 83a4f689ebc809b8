const { createJestConfig } = require('../jest.preset.cjs');

module.exports = createJestConfig({ displayName: 'mfe-portal', rootDir: __dirname, environment: 'jsdom' });
