import { OwnerSweepJobSchema } from '@app/contracts';
import { defineJob } from '../../queues/job-definition';

/**
 * Reminds staff of deposits whose refund deadline is 3 days off or nearer and not yet refunded: one reminder row per
 * deposit (unique), so any number of workers and runs send it once. Hourly on the tenancies queue.
 */
export const DEPOSIT_REMINDERS_JOB = defineJob('deposits.refund_reminders', 'tenancies', OwnerSweepJobSchema, {
  options: { removeOnComplete: 50, removeOnFail: 50 },
  formerQueues: ['publishing'],
});

export const DEPOSIT_JOBS = [DEPOSIT_REMINDERS_JOB] as const;
