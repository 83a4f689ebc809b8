import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BlogPostEntity } from '@app/core';

export type PostFilter = { limit?: number; excludeId?: string };

/** Lists leave out the body, which only the post page needs. */
const SUMMARY_FIELDS = ['id', 'slug', 'title', 'excerpt', 'author', 'publishDate', 'imageUrl', 'tags', 'category', 'updatedAt'] as const;
/** A post without its body. */
export type BlogPostSummaryRow = Pick<BlogPostEntity, (typeof SUMMARY_FIELDS)[number]>;
/** The calendar day of a view, in Singapore: a visitor counts once per post per local day. */
const TODAY_IN_SINGAPORE = "(now() at time zone 'Asia/Singapore')::date";
const NEWEST_FIRST = { publishDate: 'desc', createdAt: 'desc' } as const;

/** Read access to published blog posts, and the per-visitor, per-day view count. */
@Injectable()
export class BlogPostsRepository {
  constructor(private readonly em: EntityManager) {}

  listPublished({ limit, excludeId }: PostFilter = {}): Promise<BlogPostSummaryRow[]> {
    return this.em.find(BlogPostEntity, this.published(excludeId), { fields: [...SUMMARY_FIELDS], orderBy: NEWEST_FIRST, limit });
  }

  /** Published posts with `topic` as one of their tags or as their category, ignoring case. */
  listPublishedOnTopic(topic: string, { limit, excludeId }: PostFilter): Promise<BlogPostSummaryRow[]> {
    return this.em
      .createQueryBuilder(BlogPostEntity)
      .select([...SUMMARY_FIELDS])
      .where(this.published(excludeId))
      .andWhere('(exists (select 1 from unnest(tags) as tag where lower(tag) = lower(?)) or lower(category) = lower(?))', [topic, topic])
      .orderBy(NEWEST_FIRST)
      .limit(limit ?? 100)
      .getResultList();
  }

  findPublishedBySlug(slug: string): Promise<BlogPostEntity | null> {
    return this.em.findOne(BlogPostEntity, { slug, status: 'published' });
  }

  /**
   * Counts a view unless this visitor already viewed the post today, atomically across API processes;
   * also drops the view records older than yesterday, which can no longer deduplicate anything.
   */
  async countView(postId: string, visitorHash: string): Promise<boolean> {
    const rows = await this.em.getConnection().execute<{ id: string }[]>(
      `with pruned as (delete from blog_post_views where view_date < ${TODAY_IN_SINGAPORE} - 1),
            counted as (insert into blog_post_views (view_date, post_id, visitor_hash) values (${TODAY_IN_SINGAPORE}, ?, ?)
                        on conflict do nothing returning post_id)
       update blog_posts set view_count = view_count + 1 where id in (select post_id from counted) returning id`,
      [postId, visitorHash],
    );
    return rows.length > 0;
  }

  private published(excludeId?: string) {
    return excludeId ? { status: 'published' as const, id: { $ne: excludeId } } : { status: 'published' as const };
  }
}
