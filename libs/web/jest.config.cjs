const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({ displayName: '@app/web', rootDir: __dirname, environment: 'jsdom' });
