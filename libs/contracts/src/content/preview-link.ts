import { z } from 'zod';
import { pageOf, pageQueryFields } from '../common/pages';

/** A link that shows a draft to someone outside the panel (GET /api/admin/content-drafts/{id}/preview-links). */
export const PreviewLinkSchema = z.object({
  id: z.string(),
  draftId: z.string(),
  /** Who made it, as the panel shows it. */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PreviewLink = z.infer<typeof PreviewLinkSchema>;

/** Query of GET /api/admin/content-drafts/{id}/preview-links: a page of the open links, newest first. */
export const PreviewLinkListQuerySchema = z.object(pageQueryFields(10));
export type PreviewLinkListQuery = z.infer<typeof PreviewLinkListQuerySchema>;

/** Body of GET /api/admin/content-drafts/{id}/preview-links: one page of the open links, newest first, with their total. */
export const PreviewLinksPageSchema = pageOf(PreviewLinkSchema);
export type PreviewLinksPage = z.infer<typeof PreviewLinksPageSchema>;

/** A new link with its secret token: answered once, when it is made; only a hash of it is stored. */
export const CreatedPreviewLinkSchema = PreviewLinkSchema.extend({ token: z.string() });
export type CreatedPreviewLink = z.infer<typeof CreatedPreviewLinkSchema>;

/** What a preview link shows (GET /api/preview/{token}): the draft as it is now. */
export const DraftPreviewSchema = z.object({
  title: z.string(),
  content: z.string(),
  author: z.string().nullable(),
  featuredImage: z.string().nullable(),
  tags: z.array(z.string()),
  updatedAt: z.string(),
  expiresAt: z.string(),
});
export type DraftPreview = z.infer<typeof DraftPreviewSchema>;
