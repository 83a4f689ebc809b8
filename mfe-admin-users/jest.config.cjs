const { createJestConfig } = require('../jest.preset.cjs');

module.exports = createJestConfig({ displayName: 'mfe-admin-users', rootDir: __dirname, environment: 'jsdom' });
