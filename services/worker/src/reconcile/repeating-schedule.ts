import { Injectable, type Type } from '@nestjs/common';
import { type JobDefinition, JobQueues } from '@app/core';
import { registerSchedule } from '../jobs/register-schedule';
import { Reconcile } from './reconcile.decorator';

/**
 * A provider that keeps `job` repeating every `everyMs` under `schedulerId`: registered (registerSchedule, an upsert
 * every worker may do) at start and again at each reconcile run, should Redis have lost it.
 */
export function repeatingSchedule(schedulerId: string, job: JobDefinition, everyMs: number): Type<unknown> {
  @Injectable()
  class RepeatingSchedule {
    constructor(private readonly queues: JobQueues) {}

    @Reconcile(job)
    register(): Promise<null> {
      return registerSchedule(this.queues, schedulerId, job, everyMs);
    }
  }
  return RepeatingSchedule;
}
