import {
  EnhanceContentJobSchema,
  GenerateDraftJobSchema,
  PublishScheduledJobSchema,
  SweepScheduledJobSchema,
} from '@app/contracts';
import type { JobsOptions } from 'bullmq';
import { defineJob, retriedJobOptions } from '../queues/job-definition';

/** Writes a new draft with the AI provider, or the template writer when none is configured. */
export const GENERATE_DRAFT_JOB = defineJob('content.generate-draft', 'content', GenerateDraftJobSchema);

/** Rewrites an article with the AI provider (or tidies it up); the API waits for the answer. */
export const ENHANCE_CONTENT_JOB = defineJob('content.enhance', 'content', EnhanceContentJobSchema);

/** Publishes one scheduled draft at its time (a delayed job). */
export const PUBLISH_SCHEDULED_JOB = defineJob('publishing.publish-scheduled', 'publishing', PublishScheduledJobSchema);

/** Every minute: publishes any scheduled draft whose time has passed, e.g. while no worker ran. */
export const SWEEP_SCHEDULED_JOB = defineJob('publishing.sweep-scheduled', 'publishing', SweepScheduledJobSchema);

/**
 * The job id is the stored generation request's id. The provider's own retries are done by the openai client, so
 * job attempts cover the worker's dependencies (the database) being down: 8 span about 8 minutes by default.
 */
export function generateDraftJobOptions(requestId: string): JobsOptions {
  return { jobId: requestId, ...retriedJobOptions(8), removeOnComplete: { age: 24 * 60 * 60 }, removeOnFail: { age: 24 * 60 * 60 } };
}

export const SWEEP_SCHEDULED_EVERY_MS = 60_000;

export const CONTENT_JOBS = [GENERATE_DRAFT_JOB, ENHANCE_CONTENT_JOB, PUBLISH_SCHEDULED_JOB, SWEEP_SCHEDULED_JOB] as const;

/** Job id of the delayed publish job: one per draft and time, so rescheduling can find and remove it. */
export function publishJobId(draftId: string, scheduledFor: Date): string {
  return `publish-${draftId}-${scheduledFor.getTime()}`;
}
