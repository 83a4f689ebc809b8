import { MEDIA_THUMBNAIL_FILE, type MediaItem, type MediaUsage, type MediaVariant, mediaFileUrl, mediaVariantFile } from '@app/contracts';
import type { MediaEntity } from '@app/core';

/** The API's picture of a media item; file URLs exist only once the worker has made the files. */
export function toMediaItem(entity: MediaEntity, usage: MediaUsage[]): MediaItem {
  const ready = entity.status === 'ready';
  const variants = ready ? variantsOf(entity) : [];
  return {
    id: entity.id,
    originalFilename: entity.originalFilename,
    title: entity.title,
    caption: entity.caption,
    tags: entity.tags,
    url: variants.at(-1)?.url ?? null,
    thumbnailUrl: ready ? mediaFileUrl(entity.id, MEDIA_THUMBNAIL_FILE) : null,
    mimeType: entity.mimeType,
    size: entity.size,
    createdAt: entity.createdAt.toISOString(),
    status: entity.status,
    failureReason: entity.failureReason,
    width: entity.width,
    height: entity.height,
    variants,
    placeholder: ready ? entity.placeholder : null,
    usageCount: usage.length,
    usage,
  };
}

/** The WebP variants the worker wrote for a ready item, narrowest first, with their URLs. */
export function variantsOf(entity: MediaEntity): MediaVariant[] {
  return entity.variants.map((variant) => ({ ...variant, url: mediaFileUrl(entity.id, mediaVariantFile(variant.width)) }));
}
