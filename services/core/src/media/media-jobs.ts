import { ProcessMediaJobSchema } from '@app/contracts';
import { defineJob, workerRetries } from '../queues/job-definition';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Makes the variants, thumbnail and placeholder of one uploaded image (services/worker/src/media). With the default
 * retry policy (2 s doubling up to 5 min) 12 attempts span about 23 minutes. The job id is the media id, so
 * enqueueing an image twice runs it once; finished jobs are kept for inspection.
 */
export const PROCESS_MEDIA_JOB = defineJob('media.process', 'media', ProcessMediaJobSchema, {
  options: { ...workerRetries(12), removeOnComplete: { age: DAY_SECONDS }, removeOnFail: { age: 7 * DAY_SECONDS } },
  jobId: ({ mediaId }) => mediaId,
});
