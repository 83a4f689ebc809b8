// Unit tests of every project, run together by `npm test` (scripts/test.mjs).
const { readRemotes } = require('./tools/remotes/remotes.cjs');

module.exports = {
  // jsdom specs that type and click through a page take 1-3 s alone; with every project's workers sharing two cores
  // they were seen passing 5 s (Jest's default), so the bound is wider than any of them needs.
  testTimeout: 20_000,
  projects: [
    '<rootDir>/libs/contracts',
    '<rootDir>/libs/content',
    '<rootDir>/libs/ui',
    '<rootDir>/libs/web',
    '<rootDir>/libs/domain-ui',
    '<rootDir>/services/core',
    '<rootDir>/services/api',
    '<rootDir>/services/worker',
    '<rootDir>/deploy',
    '<rootDir>/shell',
    ...readRemotes().map(({ folder }) => `<rootDir>/${folder}`),
    '<rootDir>/docs',
    '<rootDir>/tools/eslint',
    '<rootDir>/tools/remotes',
  ],
};
