import type { ContentDraftEntity, ContentDraftFields } from '@app/core';
import { testDraft } from '@app/core/testing';

/** A draft row for a test to store directly, with its title: testDraft's approved newsletter unless told otherwise. */
export function draftRow(fields: Partial<ContentDraftFields> & Pick<ContentDraftFields, 'title'>): ContentDraftEntity {
  return testDraft(fields);
}
