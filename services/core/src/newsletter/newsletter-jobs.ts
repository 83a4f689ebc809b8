import type { JobsOptions } from 'bullmq';
import { NewsletterWelcomeJobSchema } from '@app/contracts';
import { defineJob } from '../queues/job-definition';

/** Welcomes a new subscriber and gives them the unsubscribe link; queued only when mail is configured. */
export const SEND_NEWSLETTER_WELCOME_JOB = defineJob('newsletter.send-welcome', 'notifications', NewsletterWelcomeJobSchema);

export const NEWSLETTER_WELCOME_JOB_OPTIONS: JobsOptions = {
  attempts: 4,
  backoff: { type: 'exponential', delay: 60_000 },
  removeOnComplete: { count: 1000 },
  removeOnFail: { count: 5000 },
};
