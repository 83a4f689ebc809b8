export * from './viewing.constants';
export * from './viewing-availability';
export * from './viewing-booking';
export * from './viewing-agenda';
export * from './viewings.endpoints';
export * from './viewings-admin.endpoints';
export * from './singapore-time';
