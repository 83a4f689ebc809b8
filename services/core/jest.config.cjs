const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({ displayName: '@app/core', rootDir: __dirname });
