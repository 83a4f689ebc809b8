import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { MEDIA_STATUSES, type MediaMimeType, type MediaStatus } from '@app/contracts';
import { trigramIndex } from '../common/trigram-index';

/**
 * The text the library's search looks in (file name, title, caption, type and tags, one per line), as SQL on the
 * table's columns: the search writes the same expression, so that the trigram index on it answers.
 */
export const MEDIA_SEARCH_TEXT = `original_filename || E'\\n' || coalesce(title, '') || E'\\n' || coalesce(caption, '') || E'\\n' || mime_type || E'\\n' || coalesce(tags::text, '')`;

/** Size of one WebP variant the worker wrote; its URL follows from the item's id and the width. */
export type StoredVariant = { width: number; height: number };

/** An uploaded image: its details, and what the worker made of it. */
@Entity({ tableName: 'media_items' })
@Index({ properties: ['createdAt'] })
@Index({
  name: 'media_items_library_index',
  expression: `create index "media_items_library_index" on "media_items" ("created_at" desc, "id") where "in_library"`,
})
@Index({
  name: 'media_items_library_status_index',
  expression: `create index "media_items_library_status_index" on "media_items" ("status", "created_at" desc, "id") where "in_library"`,
})
@Index(trigramIndex('media_items', 'media_items_library_search_index', MEDIA_SEARCH_TEXT, '"in_library"'))
export class MediaEntity {
  /** Made here rather than by the database: the original is stored under it before the row is written. */
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string & Opt = randomUUID();

  /** The name the file had on the uploader's computer, cleaned; never used to store or serve the file. */
  @Property({ type: 'string', length: 255 })
  originalFilename: string;

  @Property({ type: 'string', length: 200, nullable: true })
  title: string | null = null;

  @Property({ type: 'text', nullable: true })
  caption: string | null = null;

  @Property({ type: 'json', nullable: true })
  tags: string[] | null = null;

  /** Recognised from the content (magic bytes and decoding), never from the name or the declared type. */
  @Property({ type: 'string', length: 20 })
  mimeType: MediaMimeType;

  @Property({ type: 'integer' })
  size: number;

  @Enum({ items: () => [...MEDIA_STATUSES] })
  status: MediaStatus & Opt = 'processing';

  @Property({ type: 'string', length: 500, nullable: true })
  failureReason: string | null = null;

  @Property({ type: 'integer', nullable: true })
  width: number | null = null;

  @Property({ type: 'integer', nullable: true })
  height: number | null = null;

  /** Narrowest first. */
  @Property({ type: 'json' })
  variants: StoredVariant[] & Opt = [];

  /** A tiny blurred WebP as a data: URL. */
  @Property({ type: 'text', nullable: true })
  placeholder: string | null = null;

  /** Whether the worker wrote its JPEG for mail (MEDIA_MAIL_IMAGE_FILE); items processed before it was made have none. */
  @Property({ type: 'boolean', default: false })
  mailImage: boolean & Opt = false;

  /**
   * In the staff media library and served at /media/… to anyone; false for a maintenance request's photo, whose files
   * only the request's tenant and staff are served.
   */
  @Property({ type: 'boolean', default: true })
  inLibrary: boolean & Opt = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(fields: {
    originalFilename: string;
    mimeType: MediaMimeType;
    size: number;
    title?: string | null;
    caption?: string | null;
    tags?: string[] | null;
    inLibrary?: boolean;
  }) {
    this.originalFilename = fields.originalFilename;
    this.mimeType = fields.mimeType;
    this.size = fields.size;
    this.title = fields.title ?? null;
    this.caption = fields.caption ?? null;
    this.tags = fields.tags ?? null;
    this.inLibrary = fields.inLibrary ?? true;
  }
}
