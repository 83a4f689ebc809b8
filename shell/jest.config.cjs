const { createJestConfig } = require('../jest.preset.cjs');

module.exports = createJestConfig({ displayName: 'shell', rootDir: __dirname, environment: 'jsdom' });
