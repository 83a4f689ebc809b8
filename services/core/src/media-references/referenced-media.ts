import type { MediaUsage } from '@app/contracts';

/** A path of one media item's files: `/media/<uuid>/…`. */
const MEDIA_ITEM_PATH = /\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//gi;

/** The media items a text names: anywhere in it (an article body), or only at its start (an image URL field). */
export function mediaIdsIn(text: string | null | undefined, where: 'anywhere' | 'start'): string[] {
  const found = [...(text ?? '').matchAll(MEDIA_ITEM_PATH)].filter((match) => where === 'anywhere' || match.index === 0);
  return [...new Set(found.map(([, id]) => (id as string).toLowerCase()))];
}

/** Something whose images and article body can use media: a draft or a post. */
export type ArticleMediaFields = { imageUrl?: string | null; featuredImage?: string | null; content?: string | null };

export type ReferencedMedia = { mediaId: string; field: MediaUsage['field'] };

/** Every media item an article uses, by field: the listing image (imageUrl), the featured image, inline content. */
export function mediaReferencedByArticle(article: ArticleMediaFields): ReferencedMedia[] {
  return [
    ...mediaIdsIn(article.imageUrl, 'start').map((mediaId) => ({ mediaId, field: 'listingImage' as const })),
    ...mediaIdsIn(article.featuredImage, 'start').map((mediaId) => ({ mediaId, field: 'featuredImage' as const })),
    ...mediaIdsIn(article.content, 'anywhere').map((mediaId) => ({ mediaId, field: 'content' as const })),
  ];
}

/** Every media item a listing shows among its photos. */
export function mediaReferencedByListing(listing: { photoIds: readonly string[] }): ReferencedMedia[] {
  return [...new Set(listing.photoIds.map((id) => id.toLowerCase()))].map((mediaId) => ({ mediaId, field: 'photo' as const }));
}
