export * from './enquiry';
export * from './inbox.endpoints';
export * from './subscribers';
export * from './campaigns';
