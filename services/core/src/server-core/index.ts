export * from './server-core.module';
export * from './server-redis';
