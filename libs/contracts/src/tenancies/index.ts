export * from './tenancy';
export * from './maintenance';
export * from './portal';
export * from './tenancies.endpoints';
