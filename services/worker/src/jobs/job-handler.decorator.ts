import { SetMetadata } from '@nestjs/common';
import type { JobDefinition } from '@app/core';

export const JOB_HANDLER = 'worker:job-handler';

/** Declares the method that runs one kind of job; it receives the parsed payload and the BullMQ job. */
export const JobHandler = (job: JobDefinition) => SetMetadata(JOB_HANDLER, job.name);
