export * from './cdn-purge.settings';
export * from './cdn-purge-jobs';
export * from './public-changes';
