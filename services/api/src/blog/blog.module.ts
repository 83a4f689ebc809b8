import { Module } from '@nestjs/common';
import { BlogPostsController } from './blog-posts.controller';
import { BlogPostsRepository } from './blog-posts.repository';
import { BlogPostsService } from './blog-posts.service';
import { PostImageSources } from './post-image-sources';
import { PostViewCounter } from './post-view-counter';
import { PreparedBlogReads } from './prepared-blog-reads';

@Module({
  controllers: [BlogPostsController],
  providers: [BlogPostsRepository, BlogPostsService, PostViewCounter, PostImageSources, PreparedBlogReads],
  exports: [BlogPostsService, BlogPostsRepository, PreparedBlogReads],
})
export class BlogModule {}
