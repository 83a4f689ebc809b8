import { OwnerSweepJobSchema } from '@app/contracts';
import { defineJob } from '../queues/job-definition';

/**
 * Posts the rent charges that fell due (and late interest): one charge per tenancy, kind and month, enforced by a
 * unique index, so any number of workers and runs post each once. Hourly on the tenancies queue.
 */
export const RENT_CHARGES_JOB = defineJob('rent.charges', 'tenancies', OwnerSweepJobSchema, {
  options: { removeOnComplete: 50, removeOnFail: 50 },
  formerQueues: ['publishing'],
});

/** Reminds tenants of unpaid charges, 3 days before the due day, on it, and 1, 7 and 14 days after: one row per charge and step. */
export const RENT_REMINDERS_JOB = defineJob('rent.reminders', 'tenancies', OwnerSweepJobSchema, {
  options: { removeOnComplete: 50, removeOnFail: 50 },
  formerQueues: ['publishing'],
});

/** Both sweeps run hourly: a charge and its reminders go within an hour of their Singapore day starting. */
export const RENT_SWEEP_EVERY_MS = 60 * 60 * 1000;

export const RENT_JOBS = [RENT_CHARGES_JOB, RENT_REMINDERS_JOB] as const;
