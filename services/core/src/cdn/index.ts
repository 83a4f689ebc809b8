export * from './cdn-purge-jobs';
export * from './public-changes';
