export * from './owner';
export * from './owner-statement';
export * from './owner-portal';
export * from './owners.endpoints';
