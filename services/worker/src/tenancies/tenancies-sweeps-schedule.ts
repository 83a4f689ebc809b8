import { Injectable } from '@nestjs/common';
import { JobQueues, OWNER_SWEEP_EVERY_MS, STAMPING_REMINDERS_JOB } from '@app/core';
import { registerSchedule } from '../jobs/register-schedule';
import { Reconcile } from '../reconcile/reconcile.decorator';

/** Keeps the hourly stamping-reminder sweep registered, like the lease reminders' (an upsert every worker may do). */
@Injectable()
export class TenanciesSweepsSchedule {
  constructor(private readonly queues: JobQueues) {}

  @Reconcile(STAMPING_REMINDERS_JOB)
  registerStampingReminders(): Promise<null> {
    return registerSchedule(this.queues, 'stamping-reminders', STAMPING_REMINDERS_JOB, OWNER_SWEEP_EVERY_MS);
  }
}
