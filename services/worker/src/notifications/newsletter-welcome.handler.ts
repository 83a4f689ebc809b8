import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { type SendNewsletterWelcomeJob } from '@app/contracts';
import { SEND_NEWSLETTER_WELCOME_JOB } from '@app/core';
import { type JobFailure, JobFailureHandler, JobHandler } from '../jobs/job-handler.decorator';
import { MailTransport, NO_MAIL_TRANSPORT } from './mail-transport';
import { composeNewsletterWelcomeMail } from './newsletter-welcome-mail';
import { NotificationsRepository } from './notifications.repository';
import { sendRecordedMail } from './recorded-mail';

/**
 * Sends a new subscriber the welcome e-mail with their unsubscribe link and records the outcome on them. A failed
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
    return sendRecordedMail(this.mail, composeNewsletterWelcomeMail(subscriber.email, subscriber.unsubscribeUrl), record, job);
  }

  @JobFailureHandler(SEND_NEWSLETTER_WELCOME_JOB)
  async giveUp({ subscriberId }: SendNewsletterWelcomeJob, { reason }: JobFailure): Promise<void> {
    await this.notifications.markWelcomeFailed(subscriberId, reason);
  }
}
