import { BlogPostEntity } from '../blog/blog-post.entity';
import { ContentDraftEntity } from '../content/content-draft.entity';
import { PropertyEntity } from '../properties/property.entity';
import type { MediaUsage } from '@app/contracts';
import { type ReferencedMedia, mediaReferencedByArticle, mediaReferencedByListing } from './referenced-media';

export type ReferrerEntity = BlogPostEntity | ContentDraftEntity | PropertyEntity;

/**
 * What can use media: each kind names its relation on MediaReferenceEntity, the entity property each usage field is
 * read from, and how to read the items from them.
 */
export type MediaReferrer = {
  kind: 'post' | 'draft' | 'property';
  entity: new (...args: never[]) => ReferrerEntity;
  sourceFields: Partial<Record<MediaUsage['field'], string>>;
  referencedMedia(referrer: ReferrerEntity): ReferencedMedia[];
};

const ARTICLE_FIELDS = { listingImage: 'imageUrl', featuredImage: 'featuredImage', content: 'content' } as const;

export const MEDIA_REFERRERS: readonly MediaReferrer[] = [
  { kind: 'post', entity: BlogPostEntity, sourceFields: ARTICLE_FIELDS, referencedMedia: (post) => mediaReferencedByArticle(post as BlogPostEntity) },
  {
    kind: 'draft',
    entity: ContentDraftEntity,
    sourceFields: ARTICLE_FIELDS,
    referencedMedia: (draft) => mediaReferencedByArticle(draft as ContentDraftEntity),
  },
  {
    kind: 'property',
    entity: PropertyEntity,
    sourceFields: { photo: 'photoIds' },
    referencedMedia: (listing) => mediaReferencedByListing(listing as PropertyEntity),
  },
];

export function referrerOf(entity: object): MediaReferrer | undefined {
  return MEDIA_REFERRERS.find((referrer) => entity instanceof referrer.entity);
}
