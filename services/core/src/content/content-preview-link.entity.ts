import { Entity, Opt, Property } from '@mikro-orm/core';
import { DomainRecord } from '../common/domain-record';

export type ContentPreviewLinkFields = {
  draftId: string;
  tokenHash: string;
  createdById: string;
  createdByName: string;
  expiresAt: Date;
};

/**
 * A link that shows a draft to someone outside the panel. Only the SHA-256 of its secret token is kept, so the
 * table does not open drafts; a withdrawn link keeps its row (revokedAt) so its visitors are told so.
 */
@Entity({ tableName: 'content_preview_links' })
export class ContentPreviewLinkEntity extends DomainRecord {
  /** No foreign key: a deleted draft's links go with it, by its service. */
  @Property({ type: 'uuid', index: true })
  draftId: string;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash: string;

  @Property({ type: 'uuid' })
  createdById: string;

  @Property({ type: 'string', length: 120 })
  createdByName: string;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Opt<Date> | null = null;

  constructor(fields: ContentPreviewLinkFields) {
    super();
    this.draftId = fields.draftId;
    this.tokenHash = fields.tokenHash;
    this.createdById = fields.createdById;
    this.createdByName = fields.createdByName;
    this.expiresAt = fields.expiresAt;
  }
}
