export * from './errors/error-body';
export * from './health/health';
export * from './remotes/remotes-manifest';
export * from './users/roles';
export * from './users/user';
