import { OwnerSweepJobSchema } from '@app/contracts';
import { defineJob } from './job-definition';

/**
 * A sweep of the tenancies queue (statements, charges, reminders): its payload may fix its clock (`at`), each run
 * writes only what no run wrote yet, and the last 50 runs are kept. These jobs ran on the publishing queue before.
 */
export const defineSweepJob = (name: string) =>
  defineJob(name, 'tenancies', OwnerSweepJobSchema, {
    options: { removeOnComplete: 50, removeOnFail: 50 },
    formerQueues: ['publishing'],
  });
