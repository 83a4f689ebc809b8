import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { BlogListQuery } from '@app/contracts';
import { BlogPostEntity } from '@app/core';

/** `publishedBy`: only posts whose publish date has come by then. `offset` skips that many of the newest. */
export type PostFilter = { limit?: number; excludeId?: string; publishedBy?: Date; offset?: number };
/** One read of a post: the visitor's keyed hash and the day (in Singapore) it happened. */
export type PostView = { viewDate: string; postId: string; visitorHash: string };

/** Lists leave out the body, which only the post page needs. */
const SUMMARY_FIELDS = ['id', 'slug', 'title', 'excerpt', 'author', 'publishDate', 'imageUrl', 'tags', 'category', 'updatedAt'] as const;
/** A post without its body. */
export type BlogPostSummaryRow = Pick<BlogPostEntity, (typeof SUMMARY_FIELDS)[number]>;
/** A listed post; in a search's answer, with its title and excerpt as ts_headline marked them (see HEADLINE_MARKS). */
export type BlogPostListRow = BlogPostSummaryRow & { titleHeadline?: string; excerptHeadline?: string };
/** One page of a list of posts and the total of matches. */
export type BlogPostRowsPage = { rows: BlogPostListRow[]; total: number };
/**
 * What ts_headline puts around a matched word: control characters, not HTML, so the answer carries the marked
 * words as text (headlineParts) and nothing of a title or excerpt is ever read as markup.
 */
export const HEADLINE_MARKS = { start: '\u0002', stop: '\u0003' } as const;
const HEADLINE_OPTIONS = `StartSel=${HEADLINE_MARKS.start}, StopSel=${HEADLINE_MARKS.stop}, HighlightAll=true`;
/** The summary's columns under the entity's names, for the raw SQL of pagePublished. */
const SUMMARY_COLUMNS = `p.id, p.slug, p.title, p.excerpt, p.author, p.publish_date as "publishDate", p.image_url as "imageUrl", p.tags, p.category, p.updated_at as "updatedAt"`;
/** The topic tabs: those of this many newest posts, at most TOPICS_LIMIT of them (any other still filters by address). */
const TOPICS_FROM_NEWEST = 1000;
const TOPICS_LIMIT = 50;

/** Today in Singapore: views are dated by it (a visitor counts once per post per local day) and pruned by it. */
const TODAY_IN_SINGAPORE = "(now() at time zone 'Asia/Singapore')::date";
const NEWEST_FIRST = { publishDate: 'desc', createdAt: 'desc', id: 'desc' } as const;
/** A post's topics (tags and category, lower case) hold the one given, through the GIN index on blog_post_topics(). */
const ON_TOPIC = 'blog_post_topics(tags, category) @> array[?]::text[]';

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
      .andWhere(`${ON_TOPIC}`, [topic.toLowerCase()])
      .orderBy(NEWEST_FIRST)
      .limit(limit ?? 100)
      .getResultList();
  }

  /**
   * A page of the published posts on `topic` and matching the search `q` (full text: web search syntax over the
   * stored `search_vector`, best rank first, its title and excerpt marked by ts_headline), else newest first; and
   * the total of matches. The posts of the page are chosen first and only they are marked.
   */
  async pagePublished({ q, topic, page, pageSize }: BlogListQuery): Promise<BlogPostRowsPage> {
    const search = q ? q : null;
    const from = search ? `blog_posts, websearch_to_tsquery('english', ?) as query` : 'blog_posts';
    const where = ["status = 'published'", ...(search ? ['search_vector @@ query'] : []), ...(topic ? [ON_TOPIC] : [])].join(' and ');
    const filterParams = [...(search ? [search] : []), ...(topic ? [topic] : [])];
    const order = `${search ? 'ts_rank(search_vector, query) desc, ' : ''}publish_date desc, created_at desc, id desc`;
    const connection = this.em.getConnection();
    const chosen = `select id, row_number() over (order by ${order}) as position${search ? ', query' : ''} from ${from} where ${where} order by ${order} limit ? offset ?`;
    const marked = search
      ? `, ts_headline('english', p.title, chosen.query, ?) as "titleHeadline", ts_headline('english', p.excerpt, chosen.query, ?) as "excerptHeadline"`
      : '';
    const [rows, counted] = await Promise.all([
      connection.execute<BlogPostListRow[]>(
        `select ${SUMMARY_COLUMNS}${marked} from (${chosen}) as chosen join blog_posts p on p.id = chosen.id order by chosen.position`,
        [...(search ? [HEADLINE_OPTIONS, HEADLINE_OPTIONS] : []), ...filterParams, pageSize, (page - 1) * pageSize],
      ),
      connection.execute<{ total: number }[]>(`select count(*)::int as total from ${from} where ${where}`, filterParams),
    ]);
    // Raw rows carry timestamps as PostgreSQL writes them (the driver does not parse them): as the entity's, Dates.
    return { rows: rows.map((row) => ({ ...row, publishDate: new Date(row.publishDate), updatedAt: new Date(row.updatedAt) })), total: counted[0]?.total ?? 0 };
  }

  /**
   * The topics of the newest published posts (a post's tags in lower case, else its category), the most recently
   * used first: read through the newest-first index, so the cost stays flat however many posts there are.
   */
  async publishedTopics(): Promise<string[]> {
    const rows = await this.em.getConnection().execute<{ topic: string }[]>(
      `select lower(topic) as topic
       from (select tags, category, publish_date from blog_posts where status = 'published' order by publish_date desc limit ?) as newest,
         unnest(case when cardinality(tags) > 0 then tags else array[category::text] end) as topic
       where topic is not null group by lower(topic) order by max(publish_date) desc, lower(topic) limit ?`,
      [TOPICS_FROM_NEWEST, TOPICS_LIMIT],
    );
    return rows.map((row) => row.topic);
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
