export * from './endpoints';
export * from './format';
export * from './http';
export * from './query';
export * from './session';
export * from './toast';
export * from './forms';
