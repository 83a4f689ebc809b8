import { Controller, Headers, Param, Query } from '@nestjs/common';
import {
  BLOG_ENDPOINTS,
  type BlogPost,
  type BlogPostSummary,
  type RecommendedPostsQuery,
  RecommendedPostsQuerySchema,
  RecommendedTopicSchema,
} from '@app/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { ClientAddress } from '../auth/current-user.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { BlogPostsService } from './blog-posts.service';

/** SPEC §7 public blog calls: published posts only, newest first. */
@Controller()
export class BlogPostsController {
  constructor(private readonly blog: BlogPostsService) {}

  @Endpoint(BLOG_ENDPOINTS.list)
  list(): Promise<BlogPostSummary[]> {
    return this.blog.list();
  }

  @Endpoint(BLOG_ENDPOINTS.recent)
  recent(): Promise<BlogPostSummary[]> {
    return this.blog.recent();
  }

  @Endpoint(BLOG_ENDPOINTS.recommended)
  recommended(
    @Param('topic', new ZodValidationPipe(RecommendedTopicSchema)) topic: string,
    @Query(new ZodValidationPipe(RecommendedPostsQuerySchema)) query: RecommendedPostsQuery,
  ): Promise<BlogPostSummary[]> {
    return this.blog.recommended(topic, query);
  }

  @Endpoint(BLOG_ENDPOINTS.read)
  read(@Param('slug') slug: string, @ClientAddress() clientAddress: string, @Headers('user-agent') userAgent = ''): Promise<BlogPost> {
    return this.blog.read(slug, { clientAddress, userAgent });
  }
}
