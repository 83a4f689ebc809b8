import { SendNewsletterWelcomeJobSchema } from '@app/contracts';
import { STORED_MAIL_JOB_OPTIONS } from '../mail/stored-mail';
import { defineJob } from '../queues/job-definition';

/** A subscription as its welcome knows it: who, and since when (a subscription started again gets another welcome). */
export type WelcomedSubscription = { id: string; consentedAt: Date };

/**
 * Welcomes a new subscriber and gives them the unsubscribe link (e-mail through SMTP when configured). Its id needs
 * the subscription's start, which the payload does not carry: JobQueues.add takes the subscription as the id input.
 */
export const SEND_NEWSLETTER_WELCOME_JOB = defineJob('newsletter.send-welcome', 'notifications', SendNewsletterWelcomeJobSchema, {
  options: STORED_MAIL_JOB_OPTIONS,
  jobId: ({ subscriberId }, { consentedAt }: Pick<WelcomedSubscription, 'consentedAt'>) => `newsletter-welcome-${subscriberId}-${consentedAt.getTime()}`,
});
