const { createJestConfig } = require('../jest.preset.cjs');

module.exports = createJestConfig({ displayName: 'mfe-admin-content', rootDir: __dirname, environment: 'jsdom' });
