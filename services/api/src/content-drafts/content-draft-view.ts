import type { ContentDraft } from '@app/contracts';
import type { ContentDraftEntity } from '@app/core';

/** A draft as the API returns it (ContentDraftSchema). */
export function toContentDraft(draft: ContentDraftEntity): ContentDraft {
  return {
    id: draft.id,
    title: draft.title,
    content: draft.content,
    author: draft.author,
    contentType: draft.contentType,
    status: draft.status,
    imageUrl: draft.imageUrl,
    featuredImage: draft.featuredImage,
    tags: draft.tags,
    category: draft.category,
    isAutomated: draft.isAutomated,
    reviewedBy: draft.reviewedBy,
    scheduledFor: draft.scheduledFor?.toISOString() ?? null,
    publishedPostId: draft.publishedPostId,
    version: draft.version,
    createdAt: draft.createdAt.toISOString(),
    updatedAt: draft.updatedAt.toISOString(),
  };
}
