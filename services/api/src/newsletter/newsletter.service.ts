import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  type NewsletterConfirmResult,
  type NewsletterResult,
  type NewsletterSubscription,
  type NewsletterUnsubscribeResult,
} from '@app/contracts';
import { isMailConfigured, MailOutbox } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { NewsletterSubscribersRepository } from './newsletter-subscribers.repository';
import { NewsletterTokens } from './newsletter-tokens';

/**
 * Newsletter subscriptions: one per address, the same answer whether or not it was known. With mail configured the
 * worker e-mails a confirmation link (double opt-in); without, the subscription is stored pending.
 */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly subscribers: NewsletterSubscribersRepository,
    private readonly tokens: NewsletterTokens,
    private readonly outbox: MailOutbox,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async subscribe(input: NewsletterSubscription, clientAddress: string): Promise<NewsletterResult> {
    // A filled honeypot means a bot: it gets the same answer, and nothing is stored.
    if (input.website.trim() !== '') return this.subscribed();
    const firstMail = await this.subscribers.subscribe(input.email, input, clientAddress, (subscription) => ({
      unsubscribeUrl: this.link(NEWSLETTER_UNSUBSCRIBE_PATH, this.tokens.sign(subscription.id)),
      confirmUrl: isMailConfigured(this.config)
        ? this.link(NEWSLETTER_CONFIRM_PATH, this.tokens.signConfirmation({ subscriberId: subscription.id, consentedAt: subscription.consentedAt }))
        : null,
    }));
    // Stored with its first mail pending: one that cannot be queued now (Redis is down) is queued by the worker's reconciler.
    if (firstMail) await this.outbox.queue(firstMail);
    return this.subscribed();
  }

  private subscribed(): NewsletterResult {
    return { success: true, message: NEWSLETTER_MESSAGES.subscribed, confirmationPending: isMailConfigured(this.config) };
  }

  /** Double opt-in: the link's page posts its token; the confirmation time and client address are recorded. */
  async confirm(token: string, clientAddress: string): Promise<NewsletterConfirmResult> {
    const claim = this.tokens.verifyConfirmation(token);
    if (!claim || !(await this.subscribers.confirm(claim, clientAddress))) throw new BadRequestException(NEWSLETTER_MESSAGES.invalidConfirmation);
    return { success: true, message: NEWSLETTER_MESSAGES.confirmed };
  }

  async unsubscribe(token: string): Promise<NewsletterUnsubscribeResult> {
    const subscriberId = this.tokens.verify(token);
    if (!subscriberId) throw new BadRequestException(NEWSLETTER_MESSAGES.invalidToken);
    await this.subscribers.unsubscribe(subscriberId);
    return { success: true, message: NEWSLETTER_MESSAGES.unsubscribed };
  }

  private link(path: string, token: string): string {
    const url = new URL(path, this.config.PUBLIC_URL);
    url.searchParams.set('token', token);
    return url.toString();
  }
}
