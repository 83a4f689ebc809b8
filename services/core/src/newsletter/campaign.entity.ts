import { Entity, Enum, Index, ManyToOne, Opt, Property } from '@mikro-orm/core';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@app/contracts';
import { ContentDraftEntity } from '../content/content-draft.entity';
import { UserEntity } from '../users/user.entity';
import { DomainRecord } from '../common/domain-record';

/** A newsletter campaign: an approved Newsletter draft, with the published posts and shown listings it features. */
@Entity({ tableName: 'campaigns' })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['status', 'sendAt'] })
export class CampaignEntity extends DomainRecord {
  /** The draft it is made from; deleting the draft keeps the campaign (with its subject). */
  @ManyToOne({ entity: () => ContentDraftEntity, nullable: true, deleteRule: 'set null' })
  draft!: ContentDraftEntity | null;

  /** The draft's title when the campaign was made: the mail's subject. */
  @Property({ type: 'string', length: 200 })
  subject: string;

  /** The site's address (the API's PUBLIC_URL) when the campaign was made: its links and images point there. */
  @Property({ type: 'text' })
  siteUrl!: string;

  @Property({ type: 'json' })
  postIds!: string[];

  @Property({ type: 'json' })
  propertyIds!: string[];

  @Enum({ items: () => [...CAMPAIGN_STATUSES], default: 'draft' })
  status: CampaignStatus & Opt = 'draft';

  /** When it is to go out (scheduled), or was due to (sending, sent, or cancelled once scheduled). */
  @Property({ type: 'datetime', nullable: true })
  sendAt: Date | null = null;

  /** When its fan-out began: recipients who unsubscribed since count as "unsubscribed". */
  @Property({ type: 'datetime', nullable: true })
  startedAt: Date | null = null;

  /** When every recipient's mail was stored and queued; until then the start job (or the sweep) goes on with it. */
  @Property({ type: 'datetime', nullable: true })
  fannedOutAt: Date | null = null;

  /** Who made it; kept as null when their account is deleted. */
  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  createdBy!: UserEntity | null;

  constructor(fields: { draft: ContentDraftEntity; siteUrl: string; postIds: string[]; propertyIds: string[]; createdBy: UserEntity }) {
    super();
    Object.assign(this, fields);
    this.subject = fields.draft.title;
  }
}
