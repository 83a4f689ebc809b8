import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { type AdminBlogItem, type PublishResult, ROLES } from '@app/contracts';
import { Roles } from '../auth/roles.decorator';
import { toAdminBlogItem, toPostResult } from './admin-blog-view';
import { AdminBlogService } from './admin-blog.service';

/** GET /api/admin/blog (SPEC §7) plus unpublish and a delete that really deletes; every staff role. */
@Controller('admin/blog')
@Roles(...ROLES)
export class AdminBlogController {
  constructor(private readonly blog: AdminBlogService) {}

  @Get()
  async list(): Promise<AdminBlogItem[]> {
    return (await this.blog.list()).map(toAdminBlogItem);
  }

  @Post(':id/unpublish')
  @HttpCode(HttpStatus.OK)
  async unpublish(@Param('id') id: string): Promise<PublishResult> {
    return toPostResult(await this.blog.unpublish(id));
  }

  @Delete(':id')
  async delete(@Param('id') id: string): Promise<PublishResult> {
    return toPostResult(await this.blog.delete(id));
  }
}
