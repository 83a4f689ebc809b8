import { Module } from '@nestjs/common';
import { AdminBlogController } from './admin-blog.controller';
import { AdminBlogRepository } from './admin-blog.repository';
import { AdminBlogService } from './admin-blog.service';
import { PostMediaUsageSource } from './post-media-usage.source';

@Module({
  controllers: [AdminBlogController],
  providers: [AdminBlogRepository, AdminBlogService, PostMediaUsageSource],
})
export class AdminBlogModule {}
