export * from './check-fields';
export * from './use-checked-form';
