import { MEDIA_THUMBNAIL_FILE, type PropertyPhoto, mediaFileUrl } from '@app/contracts';
import type { MediaEntity } from '@app/core';
import { variantsOf } from '../media/media-view';

/** A listing's photos in gallery order; ids whose media item is gone are left out. */
export function photosOf(photoIds: readonly string[], media: ReadonlyMap<string, MediaEntity>): PropertyPhoto[] {
  return photoIds.flatMap((id) => {
    const item = media.get(id);
    return item ? [toPhoto(item)] : [];
  });
}

function toPhoto(item: MediaEntity): PropertyPhoto {
  const variants = item.status === 'ready' ? variantsOf(item) : [];
  const largest = variants.at(-1);
  const source =
    largest && item.width !== null && item.height !== null
      ? { url: largest.url, width: item.width, height: item.height, variants, placeholder: item.placeholder }
      : null;
  return { mediaId: item.id, thumbnailUrl: source ? mediaFileUrl(item.id, MEDIA_THUMBNAIL_FILE) : null, source };
}
