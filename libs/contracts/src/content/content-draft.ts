import { z } from 'zod';
import { pageOf, searchablePageQuery } from '../common/pages';
import { textInput } from '../common/text';
import { isOwnImagePath, OWN_IMAGE_PATH_MESSAGE } from '../media/media-urls';

export const CONTENT_TYPES = ['blog', 'market-report', 'newsletter', 'property-description'] as const;
export const ContentTypeSchema = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof ContentTypeSchema>;

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  blog: 'Blog Post',
  'market-report': 'Market Report',
  newsletter: 'Newsletter',
  'property-description': 'Property Description',
};

export const DRAFT_STATUSES = ['draft', 'review', 'approved', 'scheduled'] as const;
export const DraftStatusSchema = z.enum(DRAFT_STATUSES);
export type DraftStatus = z.infer<typeof DraftStatusSchema>;

export const DRAFT_STATUS_LABELS: Record<DraftStatus, string> = {
  draft: 'Draft',
  review: 'In Review',
  approved: 'Approved',
  scheduled: 'Scheduled',
};

/** SPEC §3 tag choices in the editor. */
export const TAG_CHOICES = [
  'Blog',
  'Coliving',
  'Property Investment',
  'HDB',
  'Property Management',
  'Property',
  'Asset Progression',
  'Maintenance',
  'Wealth',
  'Others',
] as const;

export const MAX_TAGS = 2;

/** The author of drafts the AI writes, and of posts whose draft names none. */
export const EDITORIAL_AUTHOR = 'Harbourline Editorial Team';
export const DRAFT_PREVIEW_LENGTH = 150;

/** SPEC §5/§8 editor texts, shown by the editor and returned by the API. */
export const CONTENT_MESSAGES = {
  authorRequiredTitle: 'Author Required',
  authorRequired: 'Please provide an author name for the blog post.',
  maxTagsTitle: 'Maximum Tags Reached',
  maxTags: 'You can only select up to 2 tags per blog post.',
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  scheduleRequired: 'Choose when to publish a scheduled draft',
  scheduleInPast: 'The publish time must be in the future',
  notApproved: 'Only an approved draft can be published',
  noPublishedPost: 'No published blog post found',
  draftNotFound: 'Content draft not found',
  postNotFound: 'Blog post not found',
  generationJobNotFound: 'Generation job not found',
} as const;

/** A content draft as the API returns it (SPEC §3, plus the scheduling and publishing links). */
export const ContentDraftSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  author: z.string().nullable(),
  contentType: ContentTypeSchema,
  status: DraftStatusSchema,
  imageUrl: z.string().nullable(),
  featuredImage: z.string().nullable(),
  tags: z.array(z.string()),
  category: z.string().nullable(),
  isAutomated: z.boolean(),
  reviewedBy: z.string().nullable(),
  /** ISO time a scheduled draft goes live. */
  scheduledFor: z.string().nullable(),
  /** The live post this draft was published as, if any. */
  publishedPostId: z.string().nullable(),
  /** Raised by every save; a save names the version it started from (optimistic locking). */
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContentDraft = z.infer<typeof ContentDraftSchema>;
/**
 * Query of GET /api/admin/content-drafts: a title search, a status, a content type, and the page (25 a page, at most
 * 100), last changed first (docs/decisions/026-media-and-drafts-paged.md).
 */
export const ContentDraftListQuerySchema = searchablePageQuery({ status: DraftStatusSchema.optional(), contentType: ContentTypeSchema.optional() }, 25);
export type ContentDraftListQuery = z.output<typeof ContentDraftListQuerySchema>;
export type ContentDraftListQueryInput = z.input<typeof ContentDraftListQuerySchema>;
/** Body of GET /api/admin/content-drafts: one page of drafts, last changed first, with the total of matches. */
export const ContentDraftPageSchema = pageOf(ContentDraftSchema);
export type ContentDraftPage = z.infer<typeof ContentDraftPageSchema>;

/** A listing or featured image: empty is none; anything else must be one of the site's own images. */
const optionalImagePath = textInput()
  .trim()
  .refine((path) => path === '' || isOwnImagePath(path), OWN_IMAGE_PATH_MESSAGE)
  .nullable()
  .optional()
  .transform((value) => value || null);

/**
 * Body of POST /api/admin/content-drafts and PUT /api/admin/content-drafts/{id} (SPEC §7). The server sets
 * reviewedBy to the signed-in user and sanitizes content; the editor validates with the same schema.
 */
export const ContentDraftInputSchema = z
  .object({
    title: textInput().trim().min(1, CONTENT_MESSAGES.titleRequired).max(200, 'Title must be at most 200 characters'),
    content: textInput().trim().min(1, CONTENT_MESSAGES.contentRequired).max(200_000, 'Content is too long'),
    author: textInput()
      .trim()
      .max(120, 'Author must be at most 120 characters')
      .nullable()
      .optional()
      .transform((value) => value || null),
    contentType: ContentTypeSchema.default('blog'),
    status: DraftStatusSchema.default('draft'),
    tags: z.array(textInput().trim().min(1).max(40)).max(MAX_TAGS, CONTENT_MESSAGES.maxTags).default([]),
    imageUrl: optionalImagePath,
    featuredImage: optionalImagePath,
    scheduledFor: z.iso
      .datetime({ offset: true })
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    /** The version the editor started from; a save of an older one answers 409 with both versions. None: no check. */
    baseVersion: z.number().int().positive().optional(),
    /**
     * POST only (a PUT ignores it): a key the editor makes once per new draft, so a create sent again (a retry, or an autosave and a
     * Save racing) answers the draft made the first time instead of adding a second one.
     */
    creationKey: z.uuid().optional(),
    /** What the kept revision says made this save. */
    revisionSource: z.enum(['manual', 'autosave', 'ai_enhance']).default('manual'),
  })
  .superRefine((draft, context) => {
    if (draft.contentType === 'blog' && !draft.author) {
      context.addIssue({ code: 'custom', path: ['author'], message: CONTENT_MESSAGES.authorRequired });
    }
    if (draft.status === 'scheduled' && !draft.scheduledFor) {
      context.addIssue({ code: 'custom', path: ['scheduledFor'], message: CONTENT_MESSAGES.scheduleRequired });
    }
  });
export type ContentDraftInput = z.input<typeof ContentDraftInputSchema>;
export type ContentDraftValues = z.output<typeof ContentDraftInputSchema>;

/** SPEC §2: the first 150 characters of the text, headings removed. */
export function draftPreview(html: string): string {
  const text = html
    .replace(/<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.slice(0, DRAFT_PREVIEW_LENGTH);
}
