import { Injectable } from '@nestjs/common';
import { type NewsletterWelcomeJob } from '@app/contracts';
import { SEND_NEWSLETTER_WELCOME_JOB } from '@app/core';
import { JobHandler } from '../jobs/job-handler.decorator';
import { MailTransport } from './mail-transport';
import { composeNewsletterWelcomeMail } from './newsletter-welcome-mail';
import { NotificationsRepository } from './notifications.repository';

/** Sends a new subscriber the welcome e-mail with their unsubscribe link; a failed send is retried with backoff. */
@Injectable()
export class NewsletterWelcomeHandler {
  constructor(
    private readonly mail: MailTransport,
    private readonly notifications: NotificationsRepository,
  ) {}

  @JobHandler(SEND_NEWSLETTER_WELCOME_JOB)
  async sendWelcome({ subscriberId, unsubscribeUrl }: NewsletterWelcomeJob): Promise<string> {
    if (!this.mail.isConfigured) return 'not configured';
    const subscriber = await this.notifications.findActiveSubscriber(subscriberId);
    if (!subscriber) return 'no longer subscribed';
    await this.mail.send(composeNewsletterWelcomeMail(subscriber.email, unsubscribeUrl));
    return 'sent';
  }
}
