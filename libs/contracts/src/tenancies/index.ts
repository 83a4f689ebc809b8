export * from './tenancy';
export * from './maintenance';
export * from './portal';
export * from './tenancies.endpoints';
export * from './lease-dates';
export * from './lease-rules';
export * from './stamp-duty';
