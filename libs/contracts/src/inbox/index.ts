export * from './enquiry';
export * from './inbox.endpoints';
