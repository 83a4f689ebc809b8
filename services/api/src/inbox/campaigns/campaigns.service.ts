import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  CAMPAIGN_MESSAGES,
  type Campaign,
  type CampaignListQuery,
  type CampaignPage,
  type CampaignTestResult,
  type CreateCampaign,
  isUuid,
} from '@app/contracts';
import { CampaignEntity, isMailConfigured, MailOutbox, OutboundMailEntity, type UserEntity } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { CampaignsRepository } from './campaigns.repository';

function toCampaign(campaign: CampaignEntity): Campaign {
  return {
    id: campaign.id,
    status: campaign.status,
    draftId: campaign.draft?.id ?? null,
    subject: campaign.subject,
    postIds: campaign.postIds,
    propertyIds: campaign.propertyIds,
    createdAt: campaign.createdAt.toISOString(),
    createdBy: campaign.createdBy?.id ?? null,
  };
}

/** Newsletter campaigns as staff prepare them: made from an approved Newsletter draft, featuring published posts and shown listings. */
@Injectable()
export class CampaignsService {
  constructor(
    private readonly campaigns: CampaignsRepository,
    private readonly outbox: MailOutbox,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async list(query: CampaignListQuery): Promise<CampaignPage> {
    const [items, total] = await this.campaigns.page(query);
    return { items: items.map(toCampaign), total, page: query.page, pageSize: query.pageSize };
  }

  async detail(id: string): Promise<Campaign> {
    return toCampaign(await this.find(id));
  }

  /** Stores a test e-mail of the campaign to the staff member in the outbox, then has the worker send it. */
  async test(id: string, actor: UserEntity): Promise<CampaignTestResult> {
    if (!isMailConfigured(this.config)) throw new ConflictException(CAMPAIGN_MESSAGES.testUnavailable);
    const mail = await this.campaigns.addMail(new OutboundMailEntity({ kind: 'campaign_test', campaign: await this.find(id) }, actor.email));
    await this.outbox.queue(mail);
    return { success: true, message: CAMPAIGN_MESSAGES.testSent(actor.email) };
  }

  private async find(id: string): Promise<CampaignEntity> {
    const campaign = isUuid(id) ? await this.campaigns.findById(id) : null;
    if (!campaign) throw new NotFoundException(CAMPAIGN_MESSAGES.notFound);
    return campaign;
  }

  async create({ draftId, postIds, propertyIds }: CreateCampaign, actor: UserEntity): Promise<Campaign> {
    const draft = await this.campaigns.findApprovedNewsletter(draftId);
    if (!draft) throw new BadRequestException(CAMPAIGN_MESSAGES.draftNotApproved);
    if ((await this.campaigns.countPublishedPosts(postIds)) !== postIds.length) throw new BadRequestException(CAMPAIGN_MESSAGES.postNotPublished);
    if ((await this.campaigns.countShownProperties(propertyIds)) !== propertyIds.length) throw new BadRequestException(CAMPAIGN_MESSAGES.propertyNotShown);
    return toCampaign(await this.campaigns.create(new CampaignEntity({ draft, siteUrl: this.config.PUBLIC_URL, postIds, propertyIds, createdBy: actor })));
  }
}
