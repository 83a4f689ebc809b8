import { z } from 'zod';
import type { JobsOptions } from 'bullmq';
import { defineJob, retriedJobOptions } from '../queues/job-definition';

/** Makes the variants, thumbnail and placeholder of one uploaded image (services/worker/src/media). */
export const processMediaJob = defineJob('media.process', 'media', z.object({ mediaId: z.uuid() }));

/** With the default retry policy (2 s doubling up to 5 min) 12 attempts span about 23 minutes. */
const ATTEMPTS = 12;

/** The job id is the media id, so enqueueing an image twice runs it once; finished jobs are kept for inspection. */
export function processMediaJobOptions(mediaId: string): JobsOptions {
  return {
    jobId: mediaId,
    ...retriedJobOptions(ATTEMPTS),
    removeOnComplete: { age: 24 * 60 * 60 },
    removeOnFail: { age: 7 * 24 * 60 * 60 },
  };
}
