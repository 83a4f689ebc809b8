const { createJestConfig } = require('../jest.preset.cjs');

module.exports = createJestConfig({ displayName: 'mfe-public', rootDir: __dirname, environment: 'jsdom' });
