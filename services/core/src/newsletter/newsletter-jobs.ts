import type { JobsOptions } from 'bullmq';
import { NewsletterWelcomeJobSchema } from '@app/contracts';
import { storedMailJobOptions } from '../mail/stored-mail';
import { defineJob } from '../queues/job-definition';

/** Welcomes a new subscriber and gives them the unsubscribe link (e-mail through SMTP when configured). */
export const SEND_NEWSLETTER_WELCOME_JOB = defineJob('newsletter.send-welcome', 'notifications', NewsletterWelcomeJobSchema);

/** A subscription as its welcome knows it: who, and since when (a subscription started again gets another welcome). */
export type WelcomedSubscription = { id: string; consentedAt: Date };

export function newsletterWelcomeJobId({ id, consentedAt }: WelcomedSubscription): string {
  return `newsletter-welcome-${id}-${consentedAt.getTime()}`;
}

export function newsletterWelcomeJobOptions(subscription: WelcomedSubscription): JobsOptions {
  return storedMailJobOptions(newsletterWelcomeJobId(subscription));
}
