import { Entity, Enum, Index, Opt, Property } from '@mikro-orm/core';
import { CONTENT_TYPES, type ContentType, DRAFT_STATUSES, type DraftStatus } from '@app/contracts';
import { EditableRecord } from '../common/domain-record';
import { trigramIndex } from '../common/trigram-index';

export type ContentDraftFields = {
  title: string;
  content: string;
  author: string | null;
  contentType: ContentType;
  status: DraftStatus;
  tags: string[];
  imageUrl: string | null;
  featuredImage: string | null;
  scheduledFor: Date | null;
  isAutomated?: boolean;
  reviewedBy?: string | null;
};

/** A piece of content being written, reviewed and (once approved) published as a blog post. */
@Entity({ tableName: 'content_drafts' })
@Index({ properties: ['status', 'scheduledFor'] })
@Index({ properties: ['publishedPostId'] })
@Index({
  name: 'content_drafts_updated_at_id_index',
  expression: `create index "content_drafts_updated_at_id_index" on "content_drafts" ("updated_at" desc, "id")`,
})
@Index({
  name: 'content_drafts_status_updated_at_id_index',
  expression: `create index "content_drafts_status_updated_at_id_index" on "content_drafts" ("status", "updated_at" desc, "id")`,
})
@Index({
  name: 'content_drafts_content_type_status_updated_at_id_index',
  expression: `create index "content_drafts_content_type_status_updated_at_id_index" on "content_drafts" ("content_type", "status", "updated_at" desc, "id")`,
})
@Index(trigramIndex('content_drafts', 'content_drafts_title_search_index', 'title'))
export class ContentDraftEntity extends EditableRecord {
  @Property({ type: 'string', length: 200 })
  title: string;

  /** Sanitized HTML. */
  @Property({ type: 'text' })
  content: string;

  @Property({ type: 'string', length: 120, nullable: true })
  author: string | null;

  @Enum({ items: () => [...CONTENT_TYPES] })
  contentType: ContentType;

  @Enum({ items: () => [...DRAFT_STATUSES] })
  status: DraftStatus;

  @Property({ type: 'json' })
  tags: string[];

  @Property({ type: 'string', length: 60, nullable: true })
  category: string | null = null;

  @Property({ type: 'string', length: 2048, nullable: true })
  imageUrl: string | null;

  @Property({ type: 'string', length: 2048, nullable: true })
  featuredImage: string | null;

  /** Written by the AI generate job (shown as 'AI Generated'). */
  @Property({ type: 'boolean' })
  isAutomated: boolean & Opt = false;

  /** The generate job that wrote this draft: unique, so a job that runs again finds its draft instead of adding one. */
  @Property({ type: 'uuid', nullable: true, unique: true })
  generationJobId: string | null = null;

  /** The key the editor made once for this new draft: unique, so a create sent again finds its draft instead of adding one. */
  @Property({ type: 'uuid', nullable: true, unique: true })
  creationKey: string | null = null;

  /** The staff member who last saved or requested the draft. */
  @Property({ type: 'uuid', nullable: true })
  reviewedBy: string | null = null;

  /** When a scheduled draft goes live. */
  @Property({ type: 'datetime', nullable: true })
  scheduledFor: Date | null;

  /** The blog post this draft was published as (no foreign key: the post may be deleted, see AdminBlogService). */
  @Property({ type: 'uuid', nullable: true })
  publishedPostId: string | null = null;

  /** Raised by every save from the editor or a restore; a save names the version it started from. */
  @Property({ type: 'integer', defaultRaw: '1' })
  version: number & Opt = 1;

  constructor(fields: ContentDraftFields) {
    super();
    this.title = fields.title;
    this.content = fields.content;
    this.author = fields.author;
    this.contentType = fields.contentType;
    this.status = fields.status;
    this.tags = fields.tags;
    this.imageUrl = fields.imageUrl;
    this.featuredImage = fields.featuredImage;
    this.scheduledFor = fields.scheduledFor;
    this.isAutomated = fields.isAutomated ?? false;
    this.reviewedBy = fields.reviewedBy ?? null;
  }
}
