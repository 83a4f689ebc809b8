import { Controller, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  BLOG_ENDPOINTS,
  type BlogListPage,
  type BlogListQuery,
  BlogListQuerySchema,
  type BlogPostSummary,
  type RecommendedPostsQuery,
  RecommendedPostsQuerySchema,
  RecommendedTopicSchema,
  SURROGATE_KEYS,
} from '@app/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidQuery, ZodValidationPipe } from '../common/zod-validation.pipe';
import { PUBLIC_READ_CACHE_CONTROL, publicRead, sendPrepared } from '../common/prepared-response';
import { RenderRequests } from '../common/render-requests';
import { BlogPostsService } from './blog-posts.service';
import { visitorOf } from './post-view-counter';

/**
 * SPEC §7 public blog calls: published posts only, newest first. The list, the recent posts and a post are sent
 * from bytes prepared once per cache generation, cacheable by browsers and CDNs (PUBLIC_READ_CACHE_CONTROL); once
 * prepared, PreparedBlogReads sends them before a request reaches Express.
 */
@Controller()
export class BlogPostsController {
  constructor(
    private readonly blog: BlogPostsService,
    private readonly renders: RenderRequests,
  ) {}

  /** A page of SPEC §7's array (the first without parameters), with a Link header to the next and previous pages. */
  @Endpoint(BLOG_ENDPOINTS.list)
  async list(@ValidQuery(BlogListQuerySchema) query: BlogListQuery, @Req() request: Request, @Res() response: Response): Promise<void> {
    sendPrepared(request, response, await this.blog.preparedList(query), PUBLIC_READ_CACHE_CONTROL);
  }

  /** The /blog page's list: a page of posts, the total and the topics. */
  @Endpoint(BLOG_ENDPOINTS.page)
  async page(@ValidQuery(BlogListQuerySchema) query: BlogListQuery, @Res({ passthrough: true }) response: Response): Promise<BlogListPage> {
    return publicRead(response, await this.blog.page(query), [SURROGATE_KEYS.blogList]);
  }

  @Endpoint(BLOG_ENDPOINTS.recent)
  async recent(@Req() request: Request, @Res() response: Response): Promise<void> {
    sendPrepared(request, response, await this.blog.preparedRecent(), PUBLIC_READ_CACHE_CONTROL);
  }

  @Endpoint(BLOG_ENDPOINTS.recommended)
  recommended(
    @Param('topic', new ZodValidationPipe(RecommendedTopicSchema)) topic: string,
    @ValidQuery(RecommendedPostsQuerySchema) query: RecommendedPostsQuery,
  ): Promise<BlogPostSummary[]> {
    return this.blog.recommended(topic, query);
  }

  /** A visitor's read counts a view; the server render's read of the post it renders does not (its page request did). */
  @Endpoint(BLOG_ENDPOINTS.read)
  async read(@Param('slug') slug: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const visitor = this.renders.isRender(request) ? null : visitorOf(request);
    sendPrepared(request, response, await this.blog.preparedRead(slug, visitor), PUBLIC_READ_CACHE_CONTROL);
  }
}
