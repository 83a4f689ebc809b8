import { Inject, Injectable } from '@nestjs/common';
import { CONFIRMATIONS_UNAVAILABLE, type Subscriber, type SubscriberListQuery, type SubscriberPage, type SubscriberStatus } from '@app/contracts';
import { isMailConfigured, type NewsletterSubscriberEntity, type OutboundMailEntity } from '@app/core';
import { AuditLogService } from '../../audit/audit-log.service';
import { csvLines, csvStart } from '../../common/csv-file';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import type { Acting } from '../inbox.service';
import { SubscribersRepository, type SubscribersMarketing } from './subscribers.repository';

const CONFIRMED_CSV_COLUMNS = ['Email', 'Subscribed (UTC)', 'Confirmed (UTC)', 'Phone (marketing consent)'];
/** Rows the confirmed-subscribers export reads and writes at a time. */
const CONFIRMED_EXPORT_BATCH = 1_000;

function statusOf(subscriber: NewsletterSubscriberEntity): SubscriberStatus {
  if (subscriber.unsubscribedAt) return 'unsubscribed';
  return subscriber.confirmedAt ? 'confirmed' : 'pending';
}

function toSubscriber(subscriber: NewsletterSubscriberEntity, firstMail: OutboundMailEntity | undefined, marketing: SubscribersMarketing): Subscriber {
  return {
    id: subscriber.id,
    email: subscriber.email,
    status: statusOf(subscriber),
    consentedAt: subscriber.consentedAt.toISOString(),
    confirmedAt: subscriber.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: subscriber.unsubscribedAt?.toISOString() ?? null,
    firstMail: firstMail ? { status: firstMail.status, error: firstMail.lastError } : null,
    marketingConsents: marketing.consents.get(subscriber.id) ?? [],
    emailOptedOutAt: marketing.emailOptedOutAt.get(subscriber.id)?.toISOString() ?? null,
    marketingPhone: marketing.phones.get(subscriber.id) ?? null,
  };
}

/** Newsletter subscribers for staff, and the CSV of confirmed addresses for admins (audited). */
@Injectable()
export class SubscribersService {
  constructor(
    private readonly subscribers: SubscribersRepository,
    private readonly audit: AuditLogService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async list(query: SubscriberListQuery): Promise<SubscriberPage> {
    const { items, ...page } = await this.subscribers.page(query);
    const confirmationsUnavailableReason = isMailConfigured(this.config) ? null : CONFIRMATIONS_UNAVAILABLE;
    const [mails, marketing] = await Promise.all([this.subscribers.latestMails(items), this.subscribers.marketing(items)]);
    return {
      items: items.map((subscriber) => toSubscriber(subscriber, mails.get(subscriber.id), marketing)),
      ...page,
      pageSize: query.pageSize,
      confirmationsUnavailableReason,
    };
  }

  /**
   * Confirmed addresses not opted out since, each with a phone number only where it has a phone consent (Do Not
   * Call rules), written to `write` a batch at a time as the client reads them.
   */
  async exportConfirmed({ actor, clientAddress }: Acting, write: (chunk: string) => Promise<void>): Promise<void> {
    const startedAt = new Date();
    const count = await this.subscribers.countConfirmed(startedAt);
    await this.audit.record({ action: 'newsletter.exported', actorId: actor.id, clientAddress, details: { count } });
    await write(csvStart(CONFIRMED_CSV_COLUMNS));
    for await (const batch of this.subscribers.confirmedBatches(startedAt, CONFIRMED_EXPORT_BATCH)) {
      await write(csvLines(batch.map((subscriber) => [subscriber.email, subscriber.consented_at, subscriber.confirmed_at, subscriber.marketing_phone ?? ''])));
    }
  }
}
