import { Entity, Index, Property } from '@mikro-orm/core';
import { EditableRecord } from '../common/domain-record';
import { trigramIndex } from '../common/trigram-index';

/**
 * A newsletter subscription: one row per address (stored lower-cased), kept after unsubscribing as the record of it.
 * With mail configured it counts only once confirmed (double opt-in).
 */
@Entity({ tableName: 'newsletter_subscribers' })
@Index({ properties: ['consentedAt', 'id'] })
@Index({
  name: 'newsletter_subscribers_confirmed_index',
  expression: `create index "newsletter_subscribers_confirmed_index" on "newsletter_subscribers" ("confirmed_at", "id") where "confirmed_at" is not null and "unsubscribed_at" is null`,
})
@Index(trigramIndex('newsletter_subscribers', 'newsletter_subscribers_email_search_index', 'email'))
export class NewsletterSubscriberEntity extends EditableRecord {
  @Property({ type: 'string', length: 254, unique: true })
  email: string;

  /** When the visitor last asked to subscribe (their consent to receive the newsletter). */
  @Property({ type: 'datetime' })
  consentedAt: Date;

  @Property({ type: 'string', length: 64 })
  clientAddress: string;

  @Property({ type: 'datetime', nullable: true })
  unsubscribedAt: Date | null = null;

  /** Double opt-in: when the address confirmed the subscription through its link (null: pending). */
  @Property({ type: 'datetime', nullable: true })
  confirmedAt: Date | null = null;

  /** The client address the confirmation came from. */
  @Property({ type: 'string', length: 64, nullable: true })
  confirmedFrom: string | null = null;

  /** The signed confirmation link of the latest subscription, for the e-mail the worker sends; null without mail. */
  @Property({ type: 'text', nullable: true })
  confirmUrl: string | null = null;

  /** The link that unsubscribes this address, signed by the API, for the e-mails the worker sends. */
  @Property({ type: 'text', nullable: true })
  unsubscribeUrl: string | null = null;

  constructor(fields: { email: string; consentedAt: Date; clientAddress: string }) {
    super();
    this.email = fields.email.toLowerCase();
    this.consentedAt = fields.consentedAt;
    this.clientAddress = fields.clientAddress;
  }
}
