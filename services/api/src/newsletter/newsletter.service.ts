import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  type NewsletterResult,
  type NewsletterSubscription,
  type NewsletterUnsubscribeResult,
} from '@app/contracts';
import { describeError, JobQueues, SEND_NEWSLETTER_WELCOME_JOB, type WelcomedSubscription } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { NewsletterSubscribersRepository } from './newsletter-subscribers.repository';
import { NewsletterTokens } from './newsletter-tokens';

const SUBSCRIBED: NewsletterResult = { success: true, message: NEWSLETTER_MESSAGES.subscribed };

/** Newsletter subscriptions: one per address, the same answer whether or not it was known. */
@Injectable()
export class NewsletterService {
  private readonly logger = new Logger(NewsletterService.name);

  constructor(
    private readonly subscribers: NewsletterSubscribersRepository,
    private readonly tokens: NewsletterTokens,
    private readonly queues: JobQueues,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async subscribe(input: NewsletterSubscription, clientAddress: string): Promise<NewsletterResult> {
    // A filled honeypot means a bot: it gets the same answer, and nothing is stored.
    if (input.website.trim() !== '') return SUBSCRIBED;
    const started = await this.subscribers.subscribe(input.email, clientAddress, (id) => this.unsubscribeUrl(id));
    if (started) await this.queueWelcome(started);
    return SUBSCRIBED;
  }

  async unsubscribe(token: string): Promise<NewsletterUnsubscribeResult> {
    const subscriberId = this.tokens.verify(token);
    if (!subscriberId) throw new BadRequestException(NEWSLETTER_MESSAGES.invalidToken);
    await this.subscribers.unsubscribe(subscriberId);
    return { success: true, message: NEWSLETTER_MESSAGES.unsubscribed };
  }

  private unsubscribeUrl(subscriberId: string): string {
    const url = new URL(NEWSLETTER_UNSUBSCRIBE_PATH, this.config.PUBLIC_URL);
    url.searchParams.set('token', this.tokens.sign(subscriberId));
    return url.toString();
  }

  /** The welcome is stored as pending: one that cannot be queued now (Redis is down) is queued by the worker's reconciler. */
  private async queueWelcome(subscription: WelcomedSubscription): Promise<void> {
    try {
      await this.queues.add(SEND_NEWSLETTER_WELCOME_JOB, { subscriberId: subscription.id }, subscription);
    } catch (error) {
      this.logger.warn(`Welcome e-mail of subscriber ${subscription.id} left pending: ${describeError(error)}`);
    }
  }
}
