import { Module } from '@nestjs/common';
import { OWNER_SWEEP_EVERY_MS, STAMPING_REMINDERS_JOB } from '@app/core';
import { repeatingSchedule } from '../reconcile/repeating-schedule';
import { StampingRemindersHandler } from './stamping-reminders.handler';

/** Staff's stamping reminders: an hourly sweep on the tenancies queue (like the lease reminders'), each reminder made once. */
@Module({ providers: [StampingRemindersHandler, repeatingSchedule('stamping-reminders', STAMPING_REMINDERS_JOB, OWNER_SWEEP_EVERY_MS)] })
export class TenanciesModule {}
