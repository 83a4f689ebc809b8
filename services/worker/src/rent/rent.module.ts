import { Module } from '@nestjs/common';
import { RENT_CHARGES_JOB, RENT_REMINDERS_JOB, RENT_SWEEP_EVERY_MS } from '@app/core';
import { repeatingSchedule } from '../reconcile/repeating-schedule';
import { BankImportHandler } from './bank-import.handler';
import { RentChargesHandler } from './rent-charges.handler';
import { RentRemindersHandler } from './rent-reminders.handler';
import { UnfinishedBankImports } from './unfinished-bank-imports';

/**
 * Rent, on the tenancies queue: the hourly charge sweep (with late interest), the tenants' rent reminders, and the
 * import of uploaded bank statements (with the reconciler's source queueing an unfinished import again).
 */
@Module({
  providers: [
    RentChargesHandler,
    RentRemindersHandler,
    repeatingSchedule('rent-charges', RENT_CHARGES_JOB, RENT_SWEEP_EVERY_MS),
    repeatingSchedule('rent-reminders', RENT_REMINDERS_JOB, RENT_SWEEP_EVERY_MS),
    BankImportHandler,
    UnfinishedBankImports,
  ],
})
export class RentModule {}
