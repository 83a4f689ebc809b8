// Test helpers for the React apps: a stubbed JSON API and the shell's providers.
export * from './api-stub';
export * from './busy-api';
export * from './each-test';
export * from './fixtures';
export * from './render-with-providers';
export * from './shown-toasts';
