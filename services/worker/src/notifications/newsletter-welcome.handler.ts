import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { NEWSLETTER_CONFIRMATION_DAYS, type SendNewsletterWelcomeJob } from '@app/contracts';
import { type NewsletterSubscriberEntity, SEND_NEWSLETTER_WELCOME_JOB } from '@app/core';
import { type JobFailure, JobFailureHandler, JobHandler } from '../jobs/job-handler.decorator';
import { type MailMessage, MailTransport, NO_MAIL_TRANSPORT } from './mail-transport';
import { composeNewsletterConfirmationMail, composeNewsletterWelcomeMail } from './newsletter-welcome-mail';
import { NotificationsRepository } from './notifications.repository';
import { sendRecordedMail } from './recorded-mail';

/**
 * Sends a new subscriber their first e-mail and records the outcome on them: the confirmation link when the subscription
 * awaits confirmation (double opt-in), else the welcome; both carry the unsubscribe link. A failed
 * send is retried with backoff; the welcome stays pending, with the last attempt's error, until the job fails for good.
 */
@Injectable()
export class NewsletterWelcomeHandler {
  constructor(
    private readonly mail: MailTransport,
    private readonly notifications: NotificationsRepository,
  ) {}

  @JobHandler(SEND_NEWSLETTER_WELCOME_JOB)
  async sendWelcome({ subscriberId }: SendNewsletterWelcomeJob, job: Job): Promise<string> {
    const subscriber = await this.notifications.findSubscriber(subscriberId);
    if (!subscriber || subscriber.unsubscribedAt) return 'no longer subscribed';
    // Sent already (the job was queued again), or a subscriber from before welcomes were recorded.
    if (subscriber.welcomeStatus !== 'pending' || !subscriber.unsubscribeUrl) return 'no welcome pending';
    const record = this.notifications.recordWelcome(subscriber);
    if (!this.mail.isConfigured) {
      await record('not_configured', NO_MAIL_TRANSPORT);
      return 'not configured';
    }
    return sendRecordedMail(this.mail, firstMail(subscriber, subscriber.unsubscribeUrl), record, job);
  }

  @JobFailureHandler(SEND_NEWSLETTER_WELCOME_JOB)
  async giveUp({ subscriberId }: SendNewsletterWelcomeJob, { reason }: JobFailure): Promise<void> {
    await this.notifications.markWelcomeFailed(subscriberId, reason);
  }
}

function firstMail(subscriber: NewsletterSubscriberEntity, unsubscribeUrl: string): MailMessage {
  if (subscriber.confirmUrl && !subscriber.confirmedAt) {
    return composeNewsletterConfirmationMail(subscriber.email, subscriber.confirmUrl, unsubscribeUrl, NEWSLETTER_CONFIRMATION_DAYS);
  }
  return composeNewsletterWelcomeMail(subscriber.email, unsubscribeUrl);
}
