import { EnhanceContentJobSchema, GenerateDraftJobSchema, postChangeKeys, PublishScheduledJobSchema, SweepScheduledJobSchema } from '@app/contracts';
import { defineJob, workerRetries } from '../queues/job-definition';

const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/**
 * Writes a new draft with the AI provider, or the template writer when none is configured. The job id is the stored
 * generation request's id (the id input). The provider's own retries are done by the openai client, so job attempts
 * cover the worker's dependencies (the database) being down: 8 span about 8 minutes by default.
 */
export const GENERATE_DRAFT_JOB = defineJob('content.generate-draft', 'content', GenerateDraftJobSchema, {
  options: { ...workerRetries(8), removeOnComplete: { age: DAY_SECONDS }, removeOnFail: { age: DAY_SECONDS } },
  jobId: (_request, { requestId }: { requestId: string }) => requestId,
});

/** Rewrites an article with the AI provider (or tidies it up); the API waits for the answer. */
export const ENHANCE_CONTENT_JOB = defineJob('content.enhance', 'content', EnhanceContentJobSchema, {
  options: { removeOnComplete: { age: HOUR_SECONDS }, removeOnFail: { age: HOUR_SECONDS } },
});

/** What a run of the scheduled publishing jobs published. */
export type ScheduledPublishingResult = { publishedPostIds: string[] };

/** The posts a run published show on their pages, in the lists and on the home page; a run that published none changed nothing. */
function publishedPostKeys({ publishedPostIds }: ScheduledPublishingResult): string[] | null {
  return publishedPostIds.length > 0 ? postChangeKeys(publishedPostIds) : null;
}

/**
 * Publishes one scheduled draft at its time (a delayed job; at once when the time has passed). Its id is one per
 * draft and time, so rescheduling can find and remove it.
 */
export const PUBLISH_SCHEDULED_JOB = defineJob('publishing.publish-scheduled', 'publishing', PublishScheduledJobSchema, {
  options: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 5000 },
    removeOnComplete: { age: 7 * DAY_SECONDS },
    removeOnFail: { age: 30 * DAY_SECONDS },
  },
  jobId: ({ draftId, scheduledFor }) => `publish-${draftId}-${Date.parse(scheduledFor)}`,
  delay: ({ scheduledFor }) => Math.max(0, Date.parse(scheduledFor) - Date.now()),
  invalidates: 'public',
  purges: publishedPostKeys,
});

/** Every minute: publishes any scheduled draft whose time has passed, e.g. while no worker ran. */
export const SWEEP_SCHEDULED_JOB = defineJob('publishing.sweep-scheduled', 'publishing', SweepScheduledJobSchema, {
  options: { removeOnComplete: 50, removeOnFail: 50 },
  invalidates: 'public',
  purges: publishedPostKeys,
});

export const SWEEP_SCHEDULED_EVERY_MS = 60_000;

export const CONTENT_JOBS = [GENERATE_DRAFT_JOB, ENHANCE_CONTENT_JOB, PUBLISH_SCHEDULED_JOB, SWEEP_SCHEDULED_JOB] as const;
