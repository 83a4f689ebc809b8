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
  isUuid,
} from '@app/contracts';
import { PublicBlogCache } from '@app/core';
import { toBlogPost, toBlogPostSummary } from './blog-post-view';
import { type BlogPostSummaryRow, BlogPostsRepository } from './blog-posts.repository';
import { PostImageSources } from './post-image-sources';
import { PostViewCounter, type Visitor } from './post-view-counter';

/** The published blog as visitors read it (SPEC §7 public calls), newest first, through the shared cache. */
@Injectable()
export class BlogPostsService {
  constructor(
    private readonly posts: BlogPostsRepository,
    private readonly cache: PublicBlogCache,
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

  /** A published post by slug; the post page reads it, so it counts as a view. */
  async read(slug: string, visitor: Visitor): Promise<BlogPost> {
    const post = await this.findBySlug(slug);
    if (!post) throw new NotFoundException(BLOG_POST_NOT_FOUND_MESSAGE);
    await this.views.count(post.id, visitor);
    return post;
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
