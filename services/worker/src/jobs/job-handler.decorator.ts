import { SetMetadata } from '@nestjs/common';
import type { JobDefinition } from '@app/core';

export const JOB_HANDLER = 'worker:job-handler';
export const JOB_FAILURE_HANDLER = 'worker:job-failure-handler';

/** What a @JobFailureHandler learns besides the payload. */
export type JobFailure = { jobId: string; reason: string };

/** Declares the method that runs one kind of job; it receives the parsed payload and the BullMQ job. */
export const JobHandler = (job: JobDefinition) => SetMetadata(JOB_HANDLER, job.name);

/**
 * Declares the method that records a job's final failure on what the job was for (an item, a draft request, an
 * enquiry), so it shows as failed instead of waiting for ever. It receives the parsed payload and a JobFailure; it
 * also runs for a job failed without running its handler (its worker died too often) and must be idempotent.
 */
export const JobFailureHandler = (job: JobDefinition) => SetMetadata(JOB_FAILURE_HANDLER, job.name);
