import { z } from 'zod';

/** How long a shared preview link opens its draft. */
export const PREVIEW_LINK_LIFETIME_DAYS = 7;

/** The site page a preview link opens (mfe-public), and its address for one token. */
export const DRAFT_PREVIEW_PATH = '/preview/:token';
export function draftPreviewPath(token: string): string {
  return DRAFT_PREVIEW_PATH.replace(':token', encodeURIComponent(token));
}

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
export const PreviewLinkListSchema = z.array(PreviewLinkSchema);

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

export const PREVIEW_LINK_MESSAGES = {
  notFound: 'This preview link does not exist. Ask the person who shared it for a new one.',
  expired: 'This preview link has expired. Ask the person who shared it for a new one.',
  revoked: 'This preview link was withdrawn. Ask the person who shared it for a new one.',
  linkNotFound: 'Preview link not found',
} as const;
