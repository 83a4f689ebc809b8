import { Injectable } from '@nestjs/common';
import { JobQueues, PURGE_EXPIRED_DATA_EVERY_MS, PURGE_EXPIRED_DATA_JOB } from '@app/core';
import { Reconcile } from '../reconcile/reconcile.decorator';

const PURGE_SCHEDULER_ID = 'enquiry-retention';

/** Keeps the daily purge registered (an upsert, so every worker may do it, and the reconciler does it again should Redis have lost it). */
@Injectable()
export class RetentionSchedule {
  constructor(private readonly queues: JobQueues) {}

  @Reconcile(PURGE_EXPIRED_DATA_JOB)
  async registerPurge(): Promise<null> {
    await this.queues
      .queue(PURGE_EXPIRED_DATA_JOB.queue)
      .upsertJobScheduler(
        PURGE_SCHEDULER_ID,
        { every: PURGE_EXPIRED_DATA_EVERY_MS },
        { name: PURGE_EXPIRED_DATA_JOB.name, data: {}, opts: PURGE_EXPIRED_DATA_JOB.options },
      );
    return null;
  }
}
