import { Entity, ManyToOne, PrimaryKey, type Ref } from '@mikro-orm/core';
import { BlogPostEntity } from './blog-post.entity';

/**
 * One counted view: a visitor (a keyed hash, never the raw address) read a post on a day. The primary key makes
 * a second read on the same day a no-op; rows older than yesterday are pruned as views are counted.
 */
@Entity({ tableName: 'blog_post_views' })
export class BlogPostViewEntity {
  @PrimaryKey({ type: 'date' })
  viewDate: string;

  @ManyToOne({ entity: () => BlogPostEntity, primary: true, ref: true, deleteRule: 'cascade' })
  post: Ref<BlogPostEntity>;

  @PrimaryKey({ type: 'string', length: 64 })
  visitorHash: string;

  constructor(fields: { viewDate: string; post: Ref<BlogPostEntity>; visitorHash: string }) {
    this.viewDate = fields.viewDate;
    this.post = fields.post;
    this.visitorHash = fields.visitorHash;
  }
}
