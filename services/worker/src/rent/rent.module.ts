import { Module } from '@nestjs/common';
import { BankImportHandler } from './bank-import.handler';
import { RentChargesHandler } from './rent-charges.handler';
import { RentRemindersHandler } from './rent-reminders.handler';
import { RentSweepsSchedule } from './rent-sweeps-schedule';
import { UnfinishedBankImports } from './unfinished-bank-imports';

/**
 * Rent, on the tenancies queue: the hourly charge sweep (with late interest), the tenants' rent reminders, and the
 * import of uploaded bank statements (with the reconciler's source queueing an unfinished import again).
 */
@Module({ providers: [RentChargesHandler, RentRemindersHandler, RentSweepsSchedule, BankImportHandler, UnfinishedBankImports] })
export class RentModule {}
