// Unit tests of every project, run together by `npm test` (scripts/test.mjs).
module.exports = {
  projects: [
    '<rootDir>/libs/contracts',
    '<rootDir>/libs/content',
    '<rootDir>/libs/ui',
    '<rootDir>/libs/web',
    '<rootDir>/services/core',
    '<rootDir>/services/api',
    '<rootDir>/services/worker',
    '<rootDir>/deploy',
    '<rootDir>/shell',
    '<rootDir>/mfe-public',
    '<rootDir>/mfe-admin-content',
    '<rootDir>/mfe-admin-media',
    '<rootDir>/mfe-admin-users',
    '<rootDir>/mfe-admin-inbox',
    '<rootDir>/mfe-admin-tenancies',
    '<rootDir>/mfe-portal',
    '<rootDir>/docs',
  ],
};
