import { z } from 'zod';
import { pageOf, searchablePageQuery } from '../common/pages';

/** processing: the original is stored and waits for the worker; ready: variants exist; failed: see failureReason. */
export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;
export const MediaStatusSchema = z.enum(MEDIA_STATUSES);
export type MediaStatus = z.infer<typeof MediaStatusSchema>;

/** One WebP rendition of an image. */
export const MediaVariantSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  url: z.string(),
});
export type MediaVariant = z.infer<typeof MediaVariantSchema>;

/** Where a media item is used: a draft, a post or a property listing, and in which of its fields. */
export const MEDIA_USAGE_KINDS = ['draft', 'post', 'property'] as const;
export const MEDIA_USAGE_FIELDS = ['listingImage', 'featuredImage', 'content', 'photo'] as const;
export const MediaUsageSchema = z.object({
  kind: z.enum(MEDIA_USAGE_KINDS),
  id: z.string(),
  title: z.string(),
  field: z.enum(MEDIA_USAGE_FIELDS),
});
export type MediaUsage = z.infer<typeof MediaUsageSchema>;

export const MEDIA_USAGE_LABELS: Record<MediaUsage['kind'] | MediaUsage['field'], string> = {
  draft: 'Draft',
  post: 'Post',
  listingImage: 'listing image',
  featuredImage: 'featured image',
  content: 'inline content',
  property: 'Property',
  photo: 'photo',
};

/** SPEC §3 media item, with what the image pipeline adds. */
export const MediaItemSchema = z.object({
  id: z.string(),
  originalFilename: z.string(),
  title: z.string().nullable(),
  caption: z.string().nullable(),
  tags: z.array(z.string()).nullable(),
  /** The largest variant (at most 1920 px wide, metadata stripped); null until the item is ready. */
  url: z.string().nullable(),
  /** A square WebP crop for grids; null until ready. */
  thumbnailUrl: z.string().nullable(),
  /** The type of the uploaded file, as recognised from its content. */
  mimeType: z.string(),
  /** Bytes of the uploaded file. */
  size: z.number().int().nonnegative(),
  createdAt: z.string(),
  status: MediaStatusSchema,
  /** Why processing failed, for people; null unless failed. */
  failureReason: z.string().nullable(),
  /** Real pixel size after auto-orientation; null until ready. */
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** Narrowest first. */
  variants: z.array(MediaVariantSchema),
  /** A tiny blurred WebP as a data: URL, shown while the image loads; null until ready. */
  placeholder: z.string().nullable(),
  usageCount: z.number().int().nonnegative(),
  usage: z.array(MediaUsageSchema),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

/** Media items a page of the library grid shows by default (it divides into rows of 2, 3, 4 or 6). */
export const MEDIA_PAGE_SIZE = 24;

/**
 * Query of GET /api/admin/media: a search over the file name, title, caption, tags and file type (SPEC §2), a status
 * (the picker asks for ready images), and the page (24 a page, at most 100), newest first
 * (docs/decisions/026-media-and-drafts-paged.md).
 */
export const MediaListQuerySchema = searchablePageQuery({ status: MediaStatusSchema.optional() }, MEDIA_PAGE_SIZE);
export type MediaListQuery = z.output<typeof MediaListQuerySchema>;
export type MediaListQueryInput = z.input<typeof MediaListQuerySchema>;

/** GET /api/admin/media: one page of the library, newest first, with the total of matches. */
export const MediaPageSchema = pageOf(MediaItemSchema);
export type MediaPage = z.infer<typeof MediaPageSchema>;

/** POST /api/admin/media: the stored items, still processing. */
export const UploadMediaResultSchema = z.array(MediaItemSchema);

/** DELETE /api/admin/media/{id}. */
export const DeleteMediaResultSchema = z.object({ success: z.literal(true) });
export type DeleteMediaResult = z.infer<typeof DeleteMediaResultSchema>;
