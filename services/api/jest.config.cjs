const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({ displayName: '@app/api', rootDir: __dirname });
