import { Entity, Enum, Index, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { MARKETING_CHANNELS, MARKETING_OPT_OUT_ORIGINS, type MarketingChannel, type MarketingOptOutOrigin } from '@app/contracts';

/**
 * An e-mail address or phone number that takes no more marketing on a channel, from the moment it was recorded: it
 * overrides every consent given before it (a consent given after it, e.g. a new subscription, counts again). Kept
 * when an address's data is erased, so the opt-out still holds.
 */
@Entity({ tableName: 'marketing_opt_outs' })
@Index({ properties: ['channel', 'address', 'recordedAt'] })
export class MarketingOptOutEntity {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string & Opt;

  @Enum({ items: () => [...MARKETING_CHANNELS] })
  channel!: MarketingChannel;

  /** The lower-cased e-mail address, or the normalized phone number (normalizePhoneNumber). */
  @Property({ type: 'string', length: 254 })
  address!: string;

  @Enum({ items: () => [...MARKETING_OPT_OUT_ORIGINS] })
  origin!: MarketingOptOutOrigin;

  /** The staff member who recorded it; null for an unsubscribe link. */
  @Property({ type: 'uuid', nullable: true })
  recordedBy!: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  recordedAt: Date & Opt = new Date();

  constructor(fields: Pick<MarketingOptOutEntity, 'channel' | 'address' | 'origin' | 'recordedBy'>) {
    Object.assign(this, fields);
  }
}
