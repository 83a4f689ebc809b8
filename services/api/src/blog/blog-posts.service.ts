import { Injectable, NotFoundException } from '@nestjs/common';
import {
  ALL_TOPICS,
  BLOG_POST_NOT_FOUND_MESSAGE,
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
import { toBlogPost, toBlogPostSummary } from './blog-post-view';
import { type BlogPostSummaryRow, BlogPostsRepository } from './blog-posts.repository';
import { PostImageSources } from './post-image-sources';
import { PostViewCounter, type Visitor } from './post-view-counter';

/** The answers kept prepared: the list, the recent posts and each post read (by slug). */
export type PreparedTarget = { kind: 'list' } | { kind: 'recent' } | { kind: 'post'; slug: string };
type PreparedPost = { postId: string; response: PreparedResponse };

const PREPARED_KEYS = {
  list: 'prepared:list',
  recent: 'prepared:recent',
  post: (slug: string) => `prepared:post:${slug}`,
};

function preparedKey(target: PreparedTarget): string {
  return target.kind === 'post' ? PREPARED_KEYS.post(target.slug) : PREPARED_KEYS[target.kind];
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

  async list(): Promise<BlogPostSummary[]> {
    return this.summaries('list', () => this.posts.listPublished());
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

  /** The list, as bytes prepared once per cache generation (JSON, gzip, brotli, ETag). */
  preparedList(): Promise<PreparedResponse> {
    return this.cache.memo(PREPARED_KEYS.list, async () => prepareJson(await this.list(), [SURROGATE_KEYS.blogList]));
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

  private async summaries(key: string, load: () => Promise<BlogPostSummaryRow[]>): Promise<BlogPostSummary[]> {
    const summaries = await this.cache.getOrLoad(key, BlogPostSummaryListSchema, async () => {
      const rows = await load();
      const imageSourceOf = await this.images.resolve(rows.map((row) => row.imageUrl));
      return rows.map((row) => toBlogPostSummary(row, imageSourceOf));
    });
    return summaries ?? [];
  }
}
