import { Entity, Enum, Index, Opt, Property } from '@mikro-orm/core';
import { BLOG_POST_STATUSES, type BlogPostStatus } from '@app/contracts';
import { EditableRecord } from '../common/domain-record';
import { trigramIndex } from '../common/trigram-index';

export type BlogPostFields = {
  slug: string;
  title: string;
  excerpt: string;
  /** Sanitized HTML (see sanitizeArticleHtml). */
  content: string;
  author: string;
  publishDate: Date;
  imageUrl?: string | null;
  featuredImage?: string | null;
  tags?: string[];
  category?: string | null;
  status?: BlogPostStatus;
};

/** A blog post; visitors see it only while its status is 'published'. */
@Entity({ tableName: 'blog_posts' })
@Index({ properties: ['status', 'publishDate'] })
@Index({ properties: ['createdAt', 'id'] })
@Index({
  name: 'blog_posts_published_view_count_index',
  expression: `create index "blog_posts_published_view_count_index" on "blog_posts" ("view_count", "publish_date") where "status" = 'published'`,
})
@Index({ name: 'blog_posts_search_index', expression: `create index "blog_posts_search_index" on "blog_posts" using gin ("search_vector")` })
@Index({
  name: 'blog_posts_topics_index',
  expression: `create index "blog_posts_topics_index" on "blog_posts" using gin (blog_post_topics(tags, category))`,
})
@Index(trigramIndex('blog_posts', 'blog_posts_title_search_index', 'title'))
export class BlogPostEntity extends EditableRecord {
  @Property({ type: 'string', length: 200, unique: true })
  slug: string;

  @Property({ type: 'string', length: 300 })
  title: string;

  @Property({ type: 'text' })
  excerpt: string;

  @Property({ type: 'text' })
  content: string;

  @Property({ type: 'string', length: 120 })
  author: string;

  @Property({ type: 'datetime' })
  publishDate: Date;

  @Property({ type: 'text', nullable: true })
  imageUrl: string | null;

  @Property({ type: 'text', nullable: true })
  featuredImage: string | null;

  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  tags: string[] & Opt;

  @Property({ type: 'string', length: 80, nullable: true })
  category: string | null;

  @Property({ type: 'integer', defaultRaw: '0' })
  viewCount: number & Opt = 0;

  /**
   * Title and tags, excerpt, body, weighted in that order, for the public blog's full-text search; kept by
   * PostgreSQL (Migration20261129040000), never read into the entity.
   */
  @Property({ type: 'tsvector', generated: '(blog_post_search_document(title, excerpt, tags, content)) stored', lazy: true, hidden: true, nullable: true })
  searchVector?: string & Opt;

  @Enum({ items: () => [...BLOG_POST_STATUSES], default: 'published' })
  status: BlogPostStatus & Opt;

  constructor(fields: BlogPostFields) {
    super();
    this.slug = fields.slug;
    this.title = fields.title;
    this.excerpt = fields.excerpt;
    this.content = fields.content;
    this.author = fields.author;
    this.publishDate = fields.publishDate;
    this.imageUrl = fields.imageUrl ?? null;
    this.featuredImage = fields.featuredImage ?? null;
    this.tags = fields.tags ?? [];
    this.category = fields.category ?? null;
    this.status = fields.status ?? 'published';
  }
}
