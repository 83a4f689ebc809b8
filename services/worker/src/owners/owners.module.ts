import { Module } from '@nestjs/common';
import { LEASE_REMINDERS_JOB, OWNER_STATEMENTS_JOB, OWNER_SWEEP_EVERY_MS } from '@app/core';
import { repeatingSchedule } from '../reconcile/repeating-schedule';
import { LeaseRemindersHandler } from './lease-reminders.handler';
import { OwnerStatementsHandler } from './owner-statements.handler';

/** Owners' monthly statements and staff's lease reminders: hourly sweeps on the tenancies queue, each row made once. */
@Module({
  providers: [
    OwnerStatementsHandler,
    LeaseRemindersHandler,
    repeatingSchedule('owner-statements', OWNER_STATEMENTS_JOB, OWNER_SWEEP_EVERY_MS),
    repeatingSchedule('lease-reminders', LEASE_REMINDERS_JOB, OWNER_SWEEP_EVERY_MS),
  ],
})
export class OwnersModule {}
