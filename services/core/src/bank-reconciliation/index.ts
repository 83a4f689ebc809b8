export * from './payment-receipt';
export * from './bank-matching';
export * from './bank-import-run';
