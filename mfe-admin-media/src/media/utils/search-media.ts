import type { MediaItem } from '@app/contracts';

/** The Filter menu of SPEC §2: each entry sets the search text. */
export const MEDIA_FILTERS = [
  { label: 'All media', search: '' },
  { label: 'Images', search: 'image/' },
  { label: 'Blog content', search: 'blog' },
  { label: 'Property listings', search: 'property' },
] as const;

/**
 * Case-insensitive search over the file name, title, caption and tags (SPEC §2), and the file type too, so the
 * Images filter ('image/') finds the images.
 */
export function searchMedia(items: readonly MediaItem[], search: string): MediaItem[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) =>
    [item.originalFilename, item.title, item.caption, item.mimeType, ...(item.tags ?? [])].some((text) => text?.toLowerCase().includes(needle)),
  );
}
