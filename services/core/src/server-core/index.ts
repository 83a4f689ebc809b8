export * from './server-core.module';
