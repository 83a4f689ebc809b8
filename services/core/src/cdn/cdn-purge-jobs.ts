import { PurgeCdnJobSchema } from '@app/contracts';
import { defineJob, workerRetries } from '../queues/job-definition';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Purges surrogate keys at the CDN. On its own job, so a CDN outage never fails the change that asked for it: 12
 * attempts on the worker's retry policy span about 24 minutes by default (the CDN's copies expire after s-maxage
 * and stale-while-revalidate anyway, within about 6 minutes). On the maintenance queue (the publishing queue until
 * decision 025).
 */
export const PURGE_CDN_JOB = defineJob('cdn.purge', 'maintenance', PurgeCdnJobSchema, {
  options: { ...workerRetries(12), removeOnComplete: { age: DAY_SECONDS }, removeOnFail: { age: 7 * DAY_SECONDS } },
  formerQueues: ['publishing'],
});
