const { createJestConfig } = require('../jest.preset.cjs');

module.exports = createJestConfig({ displayName: '@app/deploy', rootDir: __dirname });
