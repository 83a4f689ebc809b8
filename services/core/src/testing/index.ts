// Test doubles and fixtures shared by the services' tests and the system tests (@app/core/testing); never built into dist.
export * from './fake-openai-server';
export * from './test-images';
export * from './smtp-sink';
export * from './eventually';
export * from './s3-server';
export * from './fake-cdn-server';
export * from './test-rows';
