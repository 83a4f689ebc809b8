export * from './rent-charge.entity';
export * from './rent-payment.entity';
export * from './rent-credit.entity';
export * from './rent-allocation.entity';
export * from './rent-reminder.entity';
export * from './payment-screenshot.entity';
