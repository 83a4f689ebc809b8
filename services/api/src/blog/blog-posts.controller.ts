import { Controller, Get, Headers, Param, Query } from '@nestjs/common';
import { type BlogPost, type BlogPostSummary, type RecommendedPostsQuery, RecommendedPostsQuerySchema, RecommendedTopicSchema } from '@app/contracts';
import { ClientAddress } from '../auth/current-user.decorator';
import { Public } from '../common/public.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { BlogPostsService } from './blog-posts.service';

/** SPEC §7 public blog calls: published posts only, newest first. */
@Public()
@Controller('blog-posts')
export class BlogPostsController {
  constructor(private readonly blog: BlogPostsService) {}

  @Get()
  list(): Promise<BlogPostSummary[]> {
    return this.blog.list();
  }

  @Get('recent')
  recent(): Promise<BlogPostSummary[]> {
    return this.blog.recent();
  }

  @Get('recommended/:topic')
  recommended(
    @Param('topic', new ZodValidationPipe(RecommendedTopicSchema)) topic: string,
    @Query(new ZodValidationPipe(RecommendedPostsQuerySchema)) query: RecommendedPostsQuery,
  ): Promise<BlogPostSummary[]> {
    return this.blog.recommended(topic, query);
  }

  @Get(':slug')
  read(@Param('slug') slug: string, @ClientAddress() clientAddress: string, @Headers('user-agent') userAgent = ''): Promise<BlogPost> {
    return this.blog.read(slug, { clientAddress, userAgent });
  }
}
