import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BlogPostEntity } from '@app/core';

/** `publishedBy`: only posts whose publish date has come by then. `offset` skips that many of the newest. */
export type PostFilter = { limit?: number; excludeId?: string; publishedBy?: Date; offset?: number };
/** One read of a post: the visitor's keyed hash and the day (in Singapore) it happened. */
export type PostView = { viewDate: string; postId: string; visitorHash: string };

/** Lists leave out the body, which only the post page needs. */
const SUMMARY_FIELDS = ['id', 'slug', 'title', 'excerpt', 'author', 'publishDate', 'imageUrl', 'tags', 'category', 'updatedAt'] as const;
/** A post without its body. */
export type BlogPostSummaryRow = Pick<BlogPostEntity, (typeof SUMMARY_FIELDS)[number]>;
/** Today in Singapore: views are dated by it (a visitor counts once per post per local day) and pruned by it. */
const TODAY_IN_SINGAPORE = "(now() at time zone 'Asia/Singapore')::date";
const NEWEST_FIRST = { publishDate: 'desc', createdAt: 'desc', id: 'desc' } as const;

/** Read access to published blog posts, and the per-visitor, per-day view count. */
@Injectable()
export class BlogPostsRepository {
  constructor(private readonly em: EntityManager) {}

  listPublished({ limit, excludeId, publishedBy, offset }: PostFilter = {}): Promise<BlogPostSummaryRow[]> {
    const filter = { ...this.published(excludeId), ...(publishedBy ? { publishDate: { $lte: publishedBy } } : {}) };
    return this.em.find(BlogPostEntity, filter, { fields: [...SUMMARY_FIELDS], orderBy: NEWEST_FIRST, limit, offset });
  }

  countPublished(): Promise<number> {
    return this.em.count(BlogPostEntity, this.published());
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
   * Counts each view unless that visitor already viewed that post on that day (in this batch, an earlier one or on
   * another API process: the primary key decides, atomically); views of posts deleted meanwhile are dropped. Also
   * drops the view records older than yesterday, which can no longer deduplicate anything. Answers how many counted.
   */
  async countViews(views: readonly PostView[]): Promise<number> {
    if (views.length === 0) return 0;
    const rows = await this.em.getConnection().execute<{ views: number }[]>(
      `with pruned as (delete from blog_post_views where view_date < ${TODAY_IN_SINGAPORE} - 1),
            incoming as (select * from json_to_recordset(?::json) as view(view_date date, post_id uuid, visitor_hash text)),
            counted as (insert into blog_post_views (view_date, post_id, visitor_hash)
                        select view_date, post_id, visitor_hash from incoming where exists (select 1 from blog_posts where id = incoming.post_id)
                        on conflict do nothing returning post_id),
            per_post as (select post_id, count(*)::int as views from counted group by post_id)
       update blog_posts set view_count = view_count + per_post.views from per_post where blog_posts.id = per_post.post_id returning per_post.views`,
      [JSON.stringify(views.map(({ viewDate, postId, visitorHash }) => ({ view_date: viewDate, post_id: postId, visitor_hash: visitorHash })))],
    );
    return rows.reduce((sum, row) => sum + row.views, 0);
  }

  private published(excludeId?: string) {
    return excludeId ? { status: 'published' as const, id: { $ne: excludeId } } : { status: 'published' as const };
  }
}
