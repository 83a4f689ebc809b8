const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({ displayName: '@app/ui', rootDir: __dirname, environment: 'jsdom' });
