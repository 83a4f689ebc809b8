import { defineSweepJob } from '../../queues/sweep-job';

/**
 * Reminds staff to stamp tenancy agreements STAMPING_REMINDER_DAYS_BEFORE days before their deadline: one row per
 * tenancy and deadline with its mail (unique). Runs hourly on the tenancies queue, like the lease reminders.
 */
export const STAMPING_REMINDERS_JOB = defineSweepJob('tenancies.stamping-reminders');
