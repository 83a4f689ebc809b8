import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { REVISION_SOURCES, type RevisionSource } from '@app/contracts';
import { DomainRecord } from '../common/domain-record';

export type ContentRevisionFields = {
  draftId: string;
  draftVersion: number;
  source: RevisionSource;
  title: string;
  content: string;
  createdById: string | null;
  createdByName: string | null;
};

/**
 * A kept state of a draft's title and text. Revisions are only ever added (a restore adds one too); the one
 * exception is autosave, whose consecutive revisions by one person collapse into the latest.
 */
@Entity({ tableName: 'content_revisions' })
@Index({ properties: ['draftId', 'createdAt'] })
export class ContentRevisionEntity extends DomainRecord {
  /** No foreign key: a deleted draft's revisions go with it, by its service. */
  @Property({ type: 'uuid' })
  draftId: string;

  @Property({ type: 'integer' })
  draftVersion: number;

  @Enum({ items: () => [...REVISION_SOURCES] })
  source: RevisionSource;

  @Property({ type: 'string', length: 200 })
  title: string;

  /** Sanitized HTML, as the draft held it. */
  @Property({ type: 'text' })
  content: string;

  @Property({ type: 'uuid', nullable: true })
  createdById: string | null;

  /** The name shown in the history, kept as it was then. */
  @Property({ type: 'string', length: 120, nullable: true })
  createdByName: string | null;

  constructor(fields: ContentRevisionFields) {
    super();
    this.draftId = fields.draftId;
    this.draftVersion = fields.draftVersion;
    this.source = fields.source;
    this.title = fields.title;
    this.content = fields.content;
    this.createdById = fields.createdById;
    this.createdByName = fields.createdByName;
  }
}
