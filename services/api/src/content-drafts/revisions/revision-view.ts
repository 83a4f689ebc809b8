import type { ContentRevision, ContentRevisionSummary } from '@app/contracts';
import type { ContentRevisionEntity } from '@app/core';

export function toRevisionSummary(revision: ContentRevisionEntity): ContentRevisionSummary {
  return {
    id: revision.id,
    draftId: revision.draftId,
    draftVersion: revision.draftVersion,
    source: revision.source,
    title: revision.title,
    createdBy: revision.createdByName,
    createdAt: revision.createdAt.toISOString(),
  };
}

export function toRevision(revision: ContentRevisionEntity): ContentRevision {
  return { ...toRevisionSummary(revision), content: revision.content };
}
