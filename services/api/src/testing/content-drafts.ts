import { ContentDraftEntity, type ContentDraftFields } from '@app/core';

/** A draft row for a test to store directly: an approved newsletter without images or schedule, unless told otherwise. */
export function draftRow(fields: Partial<ContentDraftFields> & Pick<ContentDraftFields, 'title'>): ContentDraftEntity {
  return new ContentDraftEntity({
    content: '<p>What changed for landlords this month.</p>',
    author: null,
    contentType: 'newsletter',
    status: 'approved',
    tags: [],
    imageUrl: null,
    featuredImage: null,
    scheduledFor: null,
    ...fields,
  });
}
