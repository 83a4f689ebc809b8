import { Controller, HttpCode, HttpStatus, Param } from '@nestjs/common';
import { type AdminBlogPage, type AdminBlogQuery, AdminBlogQuerySchema, CONTENT_ENDPOINTS, type PublishResult } from '@app/contracts';
import { type ActingUser, CurrentActing } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidQuery } from '../common/zod-validation.pipe';
import { toPostResult } from './admin-blog-view';
import { AdminBlogService } from './admin-blog.service';

/** GET /api/admin/blog (SPEC §7, paged: docs/decisions/017-admin-blog-and-listings-paged.md) plus unpublish and a delete that really deletes; every staff role. */
@Controller()
export class AdminBlogController {
  constructor(private readonly blog: AdminBlogService) {}

  @Endpoint(CONTENT_ENDPOINTS.posts)
  list(@ValidQuery(AdminBlogQuerySchema) query: AdminBlogQuery): Promise<AdminBlogPage> {
    return this.blog.page(query);
  }

  @Endpoint(CONTENT_ENDPOINTS.unpublishPost)
  @HttpCode(HttpStatus.OK)
  async unpublish(@Param('id') id: string, @CurrentActing() acting: ActingUser): Promise<PublishResult> {
    return toPostResult(await this.blog.unpublish(id, acting));
  }

  @Endpoint(CONTENT_ENDPOINTS.deletePost)
  async delete(@Param('id') id: string, @CurrentActing() acting: ActingUser): Promise<PublishResult> {
    return toPostResult(await this.blog.delete(id, acting));
  }
}
