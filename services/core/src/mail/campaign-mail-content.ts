import { type EntityManager } from '@mikro-orm/postgresql';
import { BlogPostEntity } from '../blog/blog-post.entity';
import type { ContentDraftEntity } from '../content/content-draft.entity';
import type { CampaignEntity } from '../newsletter/campaign.entity';
import { PropertyEntity } from '../properties/property.entity';
import { SHOWN_PROPERTY } from '../properties/shown-property';
import { type CampaignMailContent, postCard, propertyCard } from './campaign-mail';

/**
 * What a campaign's mail shows, as it stands now: its subject, its draft's article, and those of its featured posts
 * that are published and listings the site shows, as cards in the order chosen. The worker composes each mail from
 * it, the panel's preview too.
 */
export async function campaignMailContent(em: EntityManager, campaign: CampaignEntity, draft: ContentDraftEntity): Promise<CampaignMailContent> {
  const posts = campaign.postIds.length ? await em.find(BlogPostEntity, { id: { $in: campaign.postIds }, status: 'published' }) : [];
  const properties = campaign.propertyIds.length ? await em.find(PropertyEntity, { ...SHOWN_PROPERTY, id: { $in: campaign.propertyIds } }) : [];
  const cards = [...inOrderOf(campaign.postIds, posts).map(postCard), ...inOrderOf(campaign.propertyIds, properties).map(propertyCard)];
  return { subject: campaign.subject, html: draft.content, siteUrl: campaign.siteUrl, cards };
}

function inOrderOf<R extends { id: string }>(ids: string[], rows: R[]): R[] {
  return [...rows].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}
