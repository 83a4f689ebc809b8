import { defineSweepJob } from '../queues/sweep-job';

/**
 * Makes the previous month's statement of every owner who has none yet (each in one transaction with its mail; the
 * unique owner and month keeps it to one), so the run on the 1st (Singapore time), a retry, a second worker or a run
 * after a crash all end with one statement per owner and month. Repeats every OWNER_SWEEP_EVERY_MS on the tenancies queue.
 */
export const OWNER_STATEMENTS_JOB = defineSweepJob('owners.statements');

/** Reminds staff of leases ending in 90, 60 and 30 days: one row per lease end and step with its mail (unique). */
export const LEASE_REMINDERS_JOB = defineSweepJob('tenancies.lease-reminders');

/** Both sweeps run hourly: the 1st's statements and the day's reminders go within an hour of the day starting. */
export const OWNER_SWEEP_EVERY_MS = 60 * 60 * 1000;

export const OWNER_JOBS = [OWNER_STATEMENTS_JOB, LEASE_REMINDERS_JOB] as const;
