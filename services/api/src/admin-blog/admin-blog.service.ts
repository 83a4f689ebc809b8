import { Injectable } from '@nestjs/common';
import { type AdminBlogPage, type AdminBlogQuery, CONTENT_MESSAGES } from '@app/contracts';
import type { BlogPostEntity } from '@app/core';
import { type Acting, AuditLogService } from '../audit/audit-log.service';
import { foundOr404 } from '../common/found-or-404';
import { toAdminBlogItem } from './admin-blog-view';
import { AdminBlogRepository } from './admin-blog.repository';
import { listPage } from '../common/list-page';

/**
 * Staff's view of the blog: every post with its status; unpublish and delete take effect on the public site at once
 * (their catalogue entries declare `invalidates: 'public'`).
 */
@Injectable()
export class AdminBlogService {
  constructor(
    private readonly posts: AdminBlogRepository,
    private readonly audit: AuditLogService,
  ) {}

  async page(query: AdminBlogQuery): Promise<AdminBlogPage> {
    const [posts, total] = await this.posts.page(query);
    const draftIds = await this.posts.draftIdsOf(posts);
    return listPage(
      posts.map((post) => toAdminBlogItem(post, draftIds.get(post.id) ?? null)),
      total,
      query,
    );
  }

  /** Takes the post off the public site (status back to draft); publishing its draft again brings it back. */
  async unpublish(id: string, acting: Acting): Promise<BlogPostEntity> {
    const post = await this.get(id);
    post.status = 'draft';
    await this.posts.save(post);
    await this.audit.recordContentAction('post.unpublished', acting, post.id, { title: post.title, slug: post.slug });
    return post;
  }

  /** Deletes the post for good; the drafts it came from stay, no longer linked to it. */
  async delete(id: string, acting: Acting): Promise<BlogPostEntity> {
    const post = await this.get(id);
    await this.posts.delete(post);
    await this.audit.recordContentAction('post.deleted', acting, post.id, { title: post.title, slug: post.slug });
    return post;
  }

  private get(id: string): Promise<BlogPostEntity> {
    return foundOr404(id, () => this.posts.findById(id), CONTENT_MESSAGES.postNotFound);
  }
}
