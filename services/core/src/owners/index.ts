export * from './owner.entity';
export * from './owner-unit.entity';
export * from './owner-statement.entity';
export * from './lease-reminder.entity';
export * from './owner-jobs';
export * from './owner-statement-builder';
export * from './owner-rent-series';
export * from './unit-tenancies';
