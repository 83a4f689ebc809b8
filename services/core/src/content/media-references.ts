/** Something with images and an article body: a draft or a post. */
export type MediaReferencingItem = {
  id: string;
  title: string;
  imageUrl: string | null;
  featuredImage: string | null;
  content: string;
};

/** Where it uses a media item: the listing image (imageUrl), the featured image, or inline in the content. */
export type MediaReference = {
  mediaId: string;
  id: string;
  title: string;
  field: 'listingImage' | 'featuredImage' | 'content';
};

/** Every use of the given media items (each known by the path every URL of it starts with) in these items. */
export function findMediaReferences(
  items: readonly MediaReferencingItem[],
  media: readonly { mediaId: string; pathPrefix: string }[],
): MediaReference[] {
  return items.flatMap((item) =>
    media.flatMap(({ mediaId, pathPrefix }) => {
      const found: MediaReference[] = [];
      const place = (field: MediaReference['field']) => found.push({ mediaId, id: item.id, title: item.title, field });
      if (item.imageUrl?.startsWith(pathPrefix)) place('listingImage');
      if (item.featuredImage?.startsWith(pathPrefix)) place('featuredImage');
      if (item.content.includes(pathPrefix)) place('content');
      return found;
    }),
  );
}
