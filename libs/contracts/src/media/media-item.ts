import { z } from 'zod';

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

/** GET /api/admin/media: every item, newest first. */
export const MediaListSchema = z.array(MediaItemSchema);

/** POST /api/admin/media: the stored items, still processing. */
export const UploadMediaResultSchema = z.array(MediaItemSchema);

/** DELETE /api/admin/media/{id}. */
export const DeleteMediaResultSchema = z.object({ success: z.literal(true) });
export type DeleteMediaResult = z.infer<typeof DeleteMediaResultSchema>;
