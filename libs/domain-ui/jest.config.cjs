const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({ displayName: '@app/domain-ui', rootDir: __dirname, environment: 'jsdom' });
