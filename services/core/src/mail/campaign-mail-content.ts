import { type EntityManager } from '@mikro-orm/postgresql';
import { MEDIA_MAIL_IMAGE_FILE, mediaFileUrl, mediaIdOfUrl } from '@app/contracts';
import { BUNDLED_MAIL_IMAGES } from '@app/content';
import { BlogPostEntity } from '../blog/blog-post.entity';
import type { ContentDraftEntity } from '../content/content-draft.entity';
import { MediaEntity } from '../media/media.entity';
import type { CampaignEntity } from '../newsletter/campaign.entity';
import { PropertyEntity } from '../properties/property.entity';
import { SHOWN_PROPERTY } from '../properties/shown-property';
import { articleImagePaths, type CampaignMailContent, type MailImage, mailImageOf, postCard, propertyCard } from './campaign-mail';

/**
 * What a campaign's mail shows, as it stands now: its subject, its draft's article, and those of its featured posts
 * that are published and listings the site shows, as cards in the order chosen, with the raster image mail shows for
 * each of their images. The worker composes each mail from it, the panel's preview too.
 */
export async function campaignMailContent(em: EntityManager, campaign: CampaignEntity, draft: ContentDraftEntity): Promise<CampaignMailContent> {
  const posts = campaign.postIds.length ? await em.find(BlogPostEntity, { id: { $in: campaign.postIds }, status: 'published' }) : [];
  const properties = campaign.propertyIds.length ? await em.find(PropertyEntity, { ...SHOWN_PROPERTY, id: { $in: campaign.propertyIds } }) : [];
  const cards = [...inOrderOf(campaign.postIds, posts).map(postCard), ...inOrderOf(campaign.propertyIds, properties).map(propertyCard)];
  const paths = [...articleImagePaths(draft.content), ...cards.flatMap((card) => (card.image ? [card.image] : []))];
  return { subject: campaign.subject, html: draft.content, siteUrl: campaign.siteUrl, cards, images: await mailImagesOf(em, paths) };
}

/**
 * The raster image mail shows for each image path: a bundled SVG's JPEG (npm run mail-images), a library item's
 * mail JPEG; none for an item that has no mail JPEG, or is not ready or not in the library.
 */
async function mailImagesOf(em: EntityManager, paths: string[]): Promise<Record<string, MailImage>> {
  const images: Record<string, MailImage> = {};
  const mediaPaths = new Map<string, string[]>();
  for (const path of new Set(paths)) {
    const bundled = BUNDLED_MAIL_IMAGES[path];
    const mediaId = mediaIdOfUrl(path);
    if (bundled) images[path] = mailImageOf(bundled.src, bundled.width, bundled.height);
    else if (mediaId) mediaPaths.set(mediaId, [...(mediaPaths.get(mediaId) ?? []), path]);
  }
  if (mediaPaths.size === 0) return images;
  const items = await em.find(MediaEntity, { id: { $in: [...mediaPaths.keys()] }, status: 'ready', inLibrary: true, mailImage: true });
  for (const item of items) {
    if (!item.width || !item.height) continue;
    for (const path of mediaPaths.get(item.id) ?? []) images[path] = mailImageOf(mediaFileUrl(item.id, MEDIA_MAIL_IMAGE_FILE), item.width, item.height);
  }
  return images;
}

function inOrderOf<R extends { id: string }>(ids: string[], rows: R[]): R[] {
  return [...rows].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}
