export * from './account';
export * from './password-reset';
