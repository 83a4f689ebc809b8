import { Module } from '@nestjs/common';
import { AdminBlogController } from './admin-blog.controller';
import { AdminBlogRepository } from './admin-blog.repository';
import { AdminBlogService } from './admin-blog.service';

@Module({
  controllers: [AdminBlogController],
  providers: [AdminBlogRepository, AdminBlogService],
})
export class AdminBlogModule {}
