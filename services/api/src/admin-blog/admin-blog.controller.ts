import { Controller, HttpCode, HttpStatus, Param } from '@nestjs/common';
import { type AdminBlogItem, CONTENT_ENDPOINTS, type PublishResult } from '@app/contracts';
import type { UserEntity } from '@app/core';
import { ClientAddress, CurrentUser } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { toAdminBlogItem, toPostResult } from './admin-blog-view';
import { AdminBlogService } from './admin-blog.service';

/** GET /api/admin/blog (SPEC §7) plus unpublish and a delete that really deletes; every staff role. */
@Controller()
export class AdminBlogController {
  constructor(private readonly blog: AdminBlogService) {}

  @Endpoint(CONTENT_ENDPOINTS.posts)
  async list(): Promise<AdminBlogItem[]> {
    return (await this.blog.list()).map(toAdminBlogItem);
  }

  @Endpoint(CONTENT_ENDPOINTS.unpublishPost)
  @HttpCode(HttpStatus.OK)
  async unpublish(@Param('id') id: string, @CurrentUser() actor: UserEntity, @ClientAddress() clientAddress: string): Promise<PublishResult> {
    return toPostResult(await this.blog.unpublish(id, { actor, clientAddress }));
  }

  @Endpoint(CONTENT_ENDPOINTS.deletePost)
  async delete(@Param('id') id: string, @CurrentUser() actor: UserEntity, @ClientAddress() clientAddress: string): Promise<PublishResult> {
    return toPostResult(await this.blog.delete(id, { actor, clientAddress }));
  }
}
