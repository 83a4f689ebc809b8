export * from './audit-log';
export * from './audit.endpoints';
