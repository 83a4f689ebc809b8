import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PUBLIC_PROPERTY_STATUSES, type CampaignListQuery } from '@app/contracts';
import { BlogPostEntity, CampaignEntity, ContentDraftEntity, type OutboundMailEntity, PropertyEntity } from '@app/core';

/** Newsletter campaigns, and what a campaign is made from. */
@Injectable()
export class CampaignsRepository {
  constructor(private readonly em: EntityManager) {}

  page({ page, pageSize }: CampaignListQuery): Promise<[CampaignEntity[], number]> {
    return this.em.findAndCount(CampaignEntity, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize });
  }

  findById(id: string): Promise<CampaignEntity | null> {
    return this.em.findOne(CampaignEntity, { id });
  }

  /** The draft a campaign may be made from: approved, of type Newsletter. */
  findApprovedNewsletter(id: string): Promise<ContentDraftEntity | null> {
    return this.em.findOne(ContentDraftEntity, { id, contentType: 'newsletter', status: 'approved' });
  }

  async countPublishedPosts(ids: string[]): Promise<number> {
    return ids.length ? this.em.count(BlogPostEntity, { id: { $in: ids }, status: 'published' }) : 0;
  }

  async countShownProperties(ids: string[]): Promise<number> {
    return ids.length ? this.em.count(PropertyEntity, { id: { $in: ids }, status: { $in: [...PUBLIC_PROPERTY_STATUSES] } }) : 0;
  }

  async create(campaign: CampaignEntity): Promise<CampaignEntity> {
    await this.em.persistAndFlush(campaign);
    return campaign;
  }

  async addMail(mail: OutboundMailEntity): Promise<OutboundMailEntity> {
    await this.em.persistAndFlush(mail);
    return mail;
  }
}
