export * from './api-client';
export * from './eventually';
export * from './free-port';
export * from './redis-server';
export * from './server-env';
export * from './service-process';
export * from './tcp-proxy';
export * from './test-database';
