export * from './audit-log';
export * from './audit.endpoints';
export * from './audit-actions';
