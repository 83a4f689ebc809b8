import { z } from 'zod';
import type { JobsOptions } from 'bullmq';
import { defineJob } from '../queues/job-definition';

/** Makes the variants, thumbnail and placeholder of one uploaded image (services/worker/src/media). */
export const processMediaJob = defineJob('media.process', 'media', z.object({ mediaId: z.uuid() }));

const ATTEMPTS = 4;

/**
 * The job id is the media id, so enqueueing an image twice runs it once. Failures are retried after 2, 4 and 8
 * seconds; finished jobs are kept a day for inspection.
 */
export function processMediaJobOptions(mediaId: string): JobsOptions {
  return {
    jobId: mediaId,
    attempts: ATTEMPTS,
    backoff: { type: 'exponential', delay: 2_000 },
    removeOnComplete: { age: 24 * 60 * 60 },
    removeOnFail: { age: 7 * 24 * 60 * 60 },
  };
}
