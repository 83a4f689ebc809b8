export * from './properties.endpoints';
export * from './property-listing';
