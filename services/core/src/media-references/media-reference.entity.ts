import { randomUUID } from 'node:crypto';
import { Check, Entity, Enum, Index, ManyToOne, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { MEDIA_USAGE_FIELDS, type MediaUsage } from '@app/contracts';
import { BlogPostEntity } from '../blog/blog-post.entity';
import { ContentDraftEntity } from '../content/content-draft.entity';
import { PropertyEntity } from '../properties/property.entity';

/**
 * One use of a media item by exactly one post, draft or listing, in one of its fields. Written in the flush that saves
 * the referencing row (see MediaReferencesSubscriber) and deleted with it by the database, so the media library reads
 * usage here instead of searching every article.
 */
@Entity({ tableName: 'media_references' })
@Check({ name: 'media_references_one_referrer_check', expression: 'num_nonnulls(post_id, draft_id, property_id) = 1' })
export class MediaReferenceEntity {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string & Opt = randomUUID();

  /** No foreign key: content may name an item that was deleted, and keeps naming it. */
  @Index()
  @Property({ type: 'uuid' })
  mediaId: string;

  @Enum({ items: () => [...MEDIA_USAGE_FIELDS] })
  field: MediaUsage['field'];

  @ManyToOne({ entity: () => BlogPostEntity, nullable: true, deleteRule: 'cascade', index: true })
  post: BlogPostEntity | null = null;

  @ManyToOne({ entity: () => ContentDraftEntity, nullable: true, deleteRule: 'cascade', index: true })
  draft: ContentDraftEntity | null = null;

  @ManyToOne({ entity: () => PropertyEntity, nullable: true, deleteRule: 'cascade', index: true })
  property: PropertyEntity | null = null;

  constructor(fields: Pick<MediaReferenceEntity, 'mediaId' | 'field'> & Partial<Pick<MediaReferenceEntity, 'post' | 'draft' | 'property'>>) {
    this.mediaId = fields.mediaId;
    this.field = fields.field;
    this.post = fields.post ?? null;
    this.draft = fields.draft ?? null;
    this.property = fields.property ?? null;
  }
}
