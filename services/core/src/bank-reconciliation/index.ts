export * from './payment-receipt';
export * from './bank-matching';
