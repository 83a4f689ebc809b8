import { Injectable } from '@nestjs/common';
import { type JobDefinition, JobQueues, LEASE_REMINDERS_JOB, OWNER_STATEMENTS_JOB, OWNER_SWEEP_EVERY_MS } from '@app/core';
import { registerSchedule } from '../jobs/register-schedule';
import { Reconcile } from '../reconcile/reconcile.decorator';

/**
 * Keeps the hourly statement and lease-reminder sweeps registered (an upsert, so every worker may do it, and the
 * reconciler does it again should Redis have lost it). BullMQ makes one job per interval, whatever the number of workers.
 */
@Injectable()
export class OwnerSweepsSchedule {
  constructor(private readonly queues: JobQueues) {}

  @Reconcile(OWNER_STATEMENTS_JOB)
  registerStatements(): Promise<null> {
    return this.register('owner-statements', OWNER_STATEMENTS_JOB);
  }

  @Reconcile(LEASE_REMINDERS_JOB)
  registerLeaseReminders(): Promise<null> {
    return this.register('lease-reminders', LEASE_REMINDERS_JOB);
  }

  private register(schedulerId: string, job: JobDefinition): Promise<null> {
    return registerSchedule(this.queues, schedulerId, job, OWNER_SWEEP_EVERY_MS);
  }
}
