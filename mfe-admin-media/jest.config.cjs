const { createJestConfig } = require('../jest.preset.cjs');

module.exports = createJestConfig({ displayName: 'mfe-admin-media', rootDir: __dirname, environment: 'jsdom' });
