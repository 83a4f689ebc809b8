const { createJestConfig } = require('../jest.preset.cjs');

module.exports = createJestConfig({ displayName: 'mfe-admin-tenancies', rootDir: __dirname, environment: 'jsdom' });
