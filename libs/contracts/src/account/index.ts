export * from './account';
export * from './password-reset';
export * from './two-factor';
