import { Module } from '@nestjs/common';
import { RentChargesHandler } from './rent-charges.handler';
import { RentRemindersHandler } from './rent-reminders.handler';
import { RentSweepsSchedule } from './rent-sweeps-schedule';

/** Rent: the hourly charge sweep (with late interest) and the tenants' rent reminders, on the tenancies queue. */
@Module({ providers: [RentChargesHandler, RentRemindersHandler, RentSweepsSchedule] })
export class RentModule {}
