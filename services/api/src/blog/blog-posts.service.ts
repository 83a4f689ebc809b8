import { Injectable, NotFoundException } from '@nestjs/common';
import {
  ALL_TOPICS,
  BLOG_ENDPOINTS,
  BLOG_POST_NOT_FOUND_MESSAGE,
  type BlogListPage,
  BlogListPageSchema,
  type BlogListQuery,
  BlogListQuerySchema,
  type BlogPost,
  BlogPostSchema,
  type BlogPostSummary,
  BlogPostSummaryListSchema,
  RECENT_POSTS_LIMIT,
  type RecommendedPostsQuery,
  SURROGATE_KEYS,
  isUuid,
} from '@app/contracts';
import { PublicContentCache } from '@app/core';
import { type PreparedResponse, prepareJson } from '../common/prepared-response';
import { listAddress, pageLinkHeader } from './blog-list-pages';
import { toBlogPost, toBlogPostSummary } from './blog-post-view';
import { type BlogPostListRow, BlogPostsRepository } from './blog-posts.repository';
import { PostImageSources } from './post-image-sources';
import { PostViewCounter, type Visitor } from './post-view-counter';
import { listPage } from '../common/list-page';

/** The answers kept prepared: the list (its first page, as asked without parameters), the recent posts and each post read (by slug). */
export type PreparedTarget = { kind: 'list' } | { kind: 'recent' } | { kind: 'post'; slug: string };
type PreparedPost = { postId: string; response: PreparedResponse };
type PostsPage = Omit<BlogListPage, 'topics'>;

const LIST_PATH = BLOG_ENDPOINTS.list.path;
/** GET /api/blog-posts without parameters: SPEC §7's array, its first page. */
const FIRST_PAGE = BlogListQuerySchema.parse({});
const TopicsSchema = BlogListPageSchema.shape.topics;
const PostsPageSchema = BlogListPageSchema.omit({ topics: true });

const PREPARED_KEYS = {
  list: (query: BlogListQuery) => `prepared:list:${listAddress('', query, query.page)}`,
  recent: 'prepared:recent',
  post: (slug: string) => `prepared:post:${slug}`,
};

function preparedKey(target: PreparedTarget): string {
  if (target.kind === 'post') return PREPARED_KEYS.post(target.slug);
  return target.kind === 'list' ? PREPARED_KEYS.list(FIRST_PAGE) : PREPARED_KEYS.recent;
}

/** The published blog as visitors read it (SPEC §7 public calls), newest first, through the shared cache. */
@Injectable()
export class BlogPostsService {
  constructor(
    private readonly posts: BlogPostsRepository,
    private readonly cache: PublicContentCache,
    private readonly views: PostViewCounter,
    private readonly images: PostImageSources,
  ) {}

  /**
   * A page of the published posts on the query's topic and matching its search (best match first), else newest
   * first, with the total; the /blog page also shows every topic (page()).
   */
  async postsPage(query: BlogListQuery): Promise<PostsPage> {
    const found = await this.cache.getOrLoad(`page:${listAddress('', query, query.page)}`, PostsPageSchema, async () => {
      const { rows, total } = await this.posts.pagePublished(query);
      return listPage(await this.toSummaries(rows), total, query);
    });
    return found ?? listPage([], 0, query);
  }

  /** The /blog page's list: postsPage() and the published posts' topics. */
  async page(query: BlogListQuery): Promise<BlogListPage> {
    const [posts, topics] = await Promise.all([this.postsPage(query), this.cache.getOrLoad('topics', TopicsSchema, () => this.posts.publishedTopics())]);
    return { ...posts, topics: topics ?? [] };
  }

  async recent(): Promise<BlogPostSummary[]> {
    return this.summaries('recent', () => this.posts.listPublished({ limit: RECENT_POSTS_LIMIT }));
  }

  /** Posts sharing a tag or category with `topic` ('all': any post), without the one being read. */
  async recommended(topic: string, { limit, excludeId }: RecommendedPostsQuery): Promise<BlogPostSummary[]> {
    // An id that is not a uuid matches no post, so there is nothing to exclude.
    const filter = { limit, excludeId: excludeId && isUuid(excludeId) ? excludeId : undefined };
    const normalizedTopic = topic.trim().toLowerCase();
    const key = `recommended:${normalizedTopic}:${limit}:${filter.excludeId ?? ''}`;
    return this.summaries(key, () =>
      normalizedTopic === ALL_TOPICS ? this.posts.listPublished(filter) : this.posts.listPublishedOnTopic(normalizedTopic, filter),
    );
  }

  /**
   * A page of the list as SPEC §7's array, as bytes prepared once per cache generation (JSON, gzip, brotli, ETag),
   * with a `Link` header to its next and previous pages and its total in `X-Total-Count` (decision 018).
   */
  preparedList(query: BlogListQuery = FIRST_PAGE): Promise<PreparedResponse> {
    return this.cache.memo(PREPARED_KEYS.list(query), async () => {
      const { items, total } = await this.postsPage(query);
      const link = pageLinkHeader(LIST_PATH, query, total);
      return prepareJson(items, [SURROGATE_KEYS.blogList], { 'X-Total-Count': String(total), ...(link ? { Link: link } : {}) });
    });
  }

  preparedRecent(): Promise<PreparedResponse> {
    return this.cache.memo(PREPARED_KEYS.recent, async () => prepareJson(await this.recent(), [SURROGATE_KEYS.blogList]));
  }

  /**
   * A published post by slug, prepared; the post page reads it, so it counts the visitor's view (written a moment
   * later). No visitor (null): the server render's own read, whose page request counted the view already.
   */
  async preparedRead(slug: string, visitor: Visitor | null): Promise<PreparedResponse> {
    const found = await this.cache.memo(PREPARED_KEYS.post(slug), async (): Promise<PreparedPost | null> => {
      const post = await this.findBySlug(slug);
      return post && { postId: post.id, response: await prepareJson(post, [SURROGATE_KEYS.post(post.id)]) };
    });
    if (!found) throw new NotFoundException(BLOG_POST_NOT_FOUND_MESSAGE);
    if (visitor) this.views.count(found.postId, visitor);
    return found.response;
  }

  /**
   * What preparedList, preparedRecent and preparedRead answer when this process has it ready for the current
   * generation, without loading or building anything (undefined otherwise); a post read counts its view.
   */
  async alreadyPrepared(target: PreparedTarget, visitor: () => Visitor | null): Promise<PreparedResponse | undefined> {
    const key = preparedKey(target);
    return this.answered(target, (await this.cache.peek<PreparedResponse | PreparedPost | null>(key)) ?? undefined, visitor);
  }

  /** alreadyPrepared() when it can answer without waiting (see PublicContentCache.peekBuilt), else undefined. */
  readyNow(target: PreparedTarget, visitor: () => Visitor | null): PreparedResponse | undefined {
    return this.answered(target, this.cache.peekBuilt<PreparedResponse | PreparedPost>(preparedKey(target)), visitor);
  }

  private answered(target: PreparedTarget, found: PreparedResponse | PreparedPost | undefined, visitor: () => Visitor | null): PreparedResponse | undefined {
    if (!found || target.kind !== 'post') return found as PreparedResponse | undefined;
    const { postId, response } = found as PreparedPost;
    const reader = visitor();
    if (reader) this.views.count(postId, reader);
    return response;
  }

  /** A published post by slug, or null (no view counted): the server-rendered page head uses it. */
  findBySlug(slug: string): Promise<BlogPost | null> {
    return this.cache.getOrLoad(`post:${slug}`, BlogPostSchema, async () => {
      const post = await this.posts.findPublishedBySlug(slug);
      return post ? toBlogPost(post, await this.images.resolve([post.imageUrl, post.featuredImage])) : null;
    });
  }

  private async summaries(key: string, load: () => Promise<BlogPostListRow[]>): Promise<BlogPostSummary[]> {
    const summaries = await this.cache.getOrLoad(key, BlogPostSummaryListSchema, async () => this.toSummaries(await load()));
    return summaries ?? [];
  }

  private async toSummaries(rows: BlogPostListRow[]): Promise<BlogPostSummary[]> {
    const imageSourceOf = await this.images.resolve(rows.map((row) => row.imageUrl));
    return rows.map((row) => toBlogPostSummary(row, imageSourceOf));
  }
}
