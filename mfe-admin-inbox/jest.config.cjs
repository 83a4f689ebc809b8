const { createJestConfig } = require('../jest.preset.cjs');

module.exports = createJestConfig({ displayName: 'mfe-admin-inbox', rootDir: __dirname, environment: 'jsdom' });
