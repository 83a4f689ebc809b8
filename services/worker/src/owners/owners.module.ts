import { Module } from '@nestjs/common';
import { LeaseRemindersHandler } from './lease-reminders.handler';
import { OwnerStatementsHandler } from './owner-statements.handler';
import { OwnerSweepsSchedule } from './owner-sweeps-schedule';

/** Owners' monthly statements and staff's lease reminders: hourly sweeps on the tenancies queue, each row made once. */
@Module({ providers: [OwnerStatementsHandler, LeaseRemindersHandler, OwnerSweepsSchedule] })
export class OwnersModule {}
