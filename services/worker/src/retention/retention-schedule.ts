import { Injectable } from '@nestjs/common';
import { JobQueues, PURGE_EXPIRED_DATA_EVERY_MS, PURGE_EXPIRED_DATA_JOB } from '@app/core';
import { registerSchedule } from '../jobs/register-schedule';
import { Reconcile } from '../reconcile/reconcile.decorator';

const PURGE_SCHEDULER_ID = 'enquiry-retention';

/** Keeps the daily purge registered (registerSchedule: an upsert every worker may do, again at each reconcile run). */
@Injectable()
export class RetentionSchedule {
  constructor(private readonly queues: JobQueues) {}

  @Reconcile(PURGE_EXPIRED_DATA_JOB)
  registerPurge(): Promise<null> {
    return registerSchedule(this.queues, PURGE_SCHEDULER_ID, PURGE_EXPIRED_DATA_JOB, PURGE_EXPIRED_DATA_EVERY_MS);
  }
}
