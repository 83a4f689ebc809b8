import { Entity, Enum, Index, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { MARKETING_CHANNELS, MARKETING_CONSENT_SOURCES, type MarketingChannel, type MarketingConsentSource } from '@app/contracts';

export type MarketingConsentFields = Pick<MarketingConsentEntity, 'channel' | 'email' | 'phone' | 'source' | 'sourceId' | 'wordingVersion' | 'givenAt'>;

/**
 * One channel's marketing consent, ticked on a public form: who (the e-mail and, when the form had one, the phone
 * number, normalized), on which wording and when, and the enquiry, subscription or booking it came with. Kept as the
 * written record that frees the agency from checking the Do Not Call registry; a later opt-out overrides it.
 */
@Entity({ tableName: 'marketing_consents' })
@Index({ properties: ['email'] })
@Index({ properties: ['phone'] })
@Index({ properties: ['source', 'sourceId'] })
export class MarketingConsentEntity {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string & Opt;

  @Enum({ items: () => [...MARKETING_CHANNELS] })
  channel!: MarketingChannel;

  @Property({ type: 'string', length: 254 })
  email: string;

  @Property({ type: 'string', length: 40, nullable: true })
  phone!: string | null;

  @Enum({ items: () => [...MARKETING_CONSENT_SOURCES] })
  source!: MarketingConsentSource;

  @Property({ type: 'uuid' })
  sourceId!: string;

  /** The MARKETING_CONSENT_VERSION of the box's wording the visitor ticked. */
  @Property({ type: 'string', length: 40 })
  wordingVersion!: string;

  @Property({ type: 'datetime' })
  givenAt!: Date;

  constructor(fields: MarketingConsentFields) {
    Object.assign(this, fields);
    this.email = fields.email.toLowerCase();
  }
}
