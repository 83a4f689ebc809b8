import { defineSweepJob } from '../../queues/sweep-job';

/**
 * Reminds staff of deposits whose refund deadline is 3 days off or nearer and not yet refunded: one reminder row per
 * deposit (unique), so any number of workers and runs send it once. Hourly on the tenancies queue.
 */
export const DEPOSIT_REMINDERS_JOB = defineSweepJob('deposits.refund_reminders');

export const DEPOSIT_JOBS = [DEPOSIT_REMINDERS_JOB] as const;
