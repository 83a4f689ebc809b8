import type { AdminBlogItem, PublishResult } from '@app/contracts';
import type { BlogPostEntity } from '@app/core';

/** A row of GET /api/admin/blog; publishedAt is null while the post is not live. */
export function toAdminBlogItem(post: BlogPostEntity, draftId: string | null): AdminBlogItem {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    status: post.status,
    publishedAt: post.status === 'published' ? post.publishDate.toISOString() : null,
    createdAt: post.createdAt.toISOString(),
    viewCount: post.viewCount,
    draftId,
  };
}

/** The answer of publish, update-post, unpublish and delete: the post acted on. */
export function toPostResult(post: BlogPostEntity): PublishResult {
  return { success: true, post: { id: post.id, slug: post.slug } };
}
