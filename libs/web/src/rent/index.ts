export * from './ledger-entries';
