export * from './api-client';
export { eventually } from '@app/core/testing';
export * from './free-port';
export * from './redis-server';
export * from './server-env';
export * from './service-process';
export * from './tcp-proxy';
export * from './test-database';
