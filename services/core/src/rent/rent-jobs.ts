import { BankImportJobSchema } from '@app/contracts';
import { defineJob, workerRetries } from '../queues/job-definition';
import { defineSweepJob } from '../queues/sweep-job';

/**
 * Posts the rent charges that fell due (and late interest): one charge per tenancy, kind and month, enforced by a
 * unique index, so any number of workers and runs post each once. Hourly on the tenancies queue.
 */
export const RENT_CHARGES_JOB = defineSweepJob('rent.charges');

/** Reminds tenants of unpaid charges, 3 days before the due day, on it, and 1, 7 and 14 days after: one row per charge and step. */
export const RENT_REMINDERS_JOB = defineSweepJob('rent.reminders');

/** Both sweeps run hourly: a charge and its reminders go within an hour of their Singapore day starting. */
export const RENT_SWEEP_EVERY_MS = 60 * 60 * 1000;

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Imports one uploaded bank statement (services/worker/src/rent/bank-import.handler.ts): checks, saves and matches
 * its lines, writing progress on the import. Its id derives from the import's, so an import is queued once at a time;
 * a run cut short (a retry, a worker killed, the reconciler's new job) starts again where it is safe (runBankImport).
 */
export const BANK_IMPORT_JOB = defineJob('rent.bank-import', 'tenancies', BankImportJobSchema, {
  options: { ...workerRetries(8), removeOnComplete: { age: DAY_SECONDS }, removeOnFail: { age: 7 * DAY_SECONDS } },
  jobId: ({ importId }) => `bank-import-${importId}`,
});

export const RENT_JOBS = [RENT_CHARGES_JOB, RENT_REMINDERS_JOB, BANK_IMPORT_JOB] as const;
