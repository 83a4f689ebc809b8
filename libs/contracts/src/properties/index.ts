export * from './properties.endpoints';
export * from './property-listing';
export * from './property-listing.constants';
