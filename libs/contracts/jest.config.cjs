const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({ displayName: '@app/contracts', rootDir: __dirname });
