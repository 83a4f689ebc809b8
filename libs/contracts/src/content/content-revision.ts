import { z } from 'zod';
import { pageOf, pageQueryFields } from '../common/pages';
import { ContentDraftSchema } from './content-draft';

/** What made a revision: a save in the editor, an autosave, the AI writer, an AI enhancement, a restore, or going live. */
export const REVISION_SOURCES = ['manual', 'autosave', 'ai_generate', 'ai_enhance', 'restore', 'publish'] as const;
export const RevisionSourceSchema = z.enum(REVISION_SOURCES);
export type RevisionSource = z.infer<typeof RevisionSourceSchema>;

export const REVISION_SOURCE_LABELS: Record<RevisionSource, string> = {
  manual: 'Saved',
  autosave: 'Autosaved',
  ai_generate: 'AI generated',
  ai_enhance: 'AI enhanced',
  restore: 'Restored',
  publish: 'Published',
};

/** One kept state of a draft's title and text (GET /api/admin/content-drafts/{id}/revisions). */
export const ContentRevisionSummarySchema = z.object({
  id: z.string(),
  draftId: z.string(),
  /** The draft's version this revision is. */
  draftVersion: z.number().int(),
  source: RevisionSourceSchema,
  title: z.string(),
  /** Who made it: a staff member's name, or null for the AI writer and the scheduler. */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ContentRevisionSummary = z.infer<typeof ContentRevisionSummarySchema>;

/** Query of GET /api/admin/content-drafts/{id}/revisions: a page of the history, newest first. */
export const RevisionListQuerySchema = z.object(pageQueryFields(20));
export type RevisionListQuery = z.infer<typeof RevisionListQuerySchema>;

/** Body of GET /api/admin/content-drafts/{id}/revisions: one page of revisions, newest first, with the total kept. */
export const ContentRevisionPageSchema = pageOf(ContentRevisionSummarySchema);
export type ContentRevisionPage = z.infer<typeof ContentRevisionPageSchema>;

export const ContentRevisionSchema = ContentRevisionSummarySchema.extend({ content: z.string() });
export type ContentRevision = z.infer<typeof ContentRevisionSchema>;

/** A run of words the same in both revisions, only in the later one (added), or only in the earlier one (removed). */
export const DiffPartSchema = z.object({ text: z.string(), change: z.enum(['same', 'added', 'removed']) });
export type DiffPart = z.infer<typeof DiffPartSchema>;

/** Query of GET /api/admin/content-drafts/{id}/revisions/diff: two revision ids, the earlier first. */
export const RevisionDiffQuerySchema = z.object({ from: z.uuid('Choose two revisions to compare'), to: z.uuid('Choose two revisions to compare') });

/** The word-level difference of two versions' titles and texts (the text without its markup). */
export const TextDiffSchema = z.object({ title: z.array(DiffPartSchema), content: z.array(DiffPartSchema) });
export type TextDiff = z.infer<typeof TextDiffSchema>;

/** The word-level difference of two revisions. */
export const RevisionDiffSchema = TextDiffSchema.extend({ from: ContentRevisionSummarySchema, to: ContentRevisionSummarySchema });
export type RevisionDiff = z.infer<typeof RevisionDiffSchema>;

export const REVISION_MESSAGES = {
  notFound: 'Revision not found',
  conflict: 'Someone else saved this draft after you opened it. Compare the two versions and merge them by hand.',
} as const;

/** The `conflict` of a 409 answer to a save based on an old version: the stored draft, what was sent, and what differs from one to the other. */
export const DraftConflictSchema = z.object({ current: ContentDraftSchema, yours: z.object({ title: z.string(), content: z.string() }), diff: TextDiffSchema });
export type DraftConflict = z.infer<typeof DraftConflictSchema>;
