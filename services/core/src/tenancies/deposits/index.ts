export * from './deposit.entity';
export * from './deposit-deduction.entity';
export * from './deposit-refund-reminder.entity';
export * from './deposit-jobs';
export * from './deposit-carry-over.entity';
