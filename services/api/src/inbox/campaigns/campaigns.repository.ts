import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CampaignCounts, type CampaignListQuery } from '@app/contracts';
import {
  BlogPostEntity,
  CampaignEntity,
  type CampaignMailContent,
  campaignMailContent,
  ContentDraftEntity,
  optedOutSince,
  OutboundMailEntity,
  PropertyEntity,
  SHOWN_PROPERTY,
} from '@app/core';

const NO_MAILS: CampaignCounts = { queued: 0, sent: 0, failed: 0, unsubscribed: 0 };

/** Newsletter campaigns, what a campaign is made from, and where its mails stand. */
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
    return ids.length ? this.em.count(PropertyEntity, { ...SHOWN_PROPERTY, id: { $in: ids } }) : 0;
  }

  async create(campaign: CampaignEntity): Promise<CampaignEntity> {
    await this.em.persistAndFlush(campaign);
    return campaign;
  }

  async addMail(mail: OutboundMailEntity): Promise<OutboundMailEntity> {
    await this.em.persistAndFlush(mail);
    return mail;
  }

  /** The campaign's draft, or null once deleted. */
  async draftOf(campaign: CampaignEntity): Promise<ContentDraftEntity | null> {
    return campaign.draft ? this.em.findOne(ContentDraftEntity, { id: campaign.draft.id }) : null;
  }

  content(campaign: CampaignEntity, draft: ContentDraftEntity): Promise<CampaignMailContent> {
    return campaignMailContent(this.em, campaign, draft);
  }

  /** draft -> scheduled at `sendAt`, atomically: false when it is no longer a draft. */
  async schedule(campaign: CampaignEntity, sendAt: Date): Promise<boolean> {
    const scheduled = await this.em.nativeUpdate(CampaignEntity, { id: campaign.id, status: 'draft' }, { status: 'scheduled', sendAt });
    // Read back, never assigned: MikroORM flushes a changed entity before the next query of its type, which would write
    // 'scheduled' over what a quick worker has written since (sending), and strand the campaign.
    if (scheduled === 1) await this.em.refresh(campaign);
    return scheduled === 1;
  }

  /**
   * scheduled or sending -> cancelled, and its pending mails cancelled, in one transaction: no worker claims a mail of
   * it after this commits. False when it was neither scheduled nor sending.
   */
  cancel(campaign: CampaignEntity, reason: string): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const cancelled = await em.nativeUpdate(CampaignEntity, { id: campaign.id, status: { $in: ['scheduled', 'sending'] } }, { status: 'cancelled' });
      if (cancelled !== 1) return false;
      await em.nativeUpdate(OutboundMailEntity, { campaign: campaign.id, kind: 'campaign', status: 'pending' }, { status: 'cancelled', lastError: reason });
      campaign.status = 'cancelled';
      return true;
    });
  }

  /** Where each campaign's mails stand; unsubscribed counts recipients who unsubscribed since the campaign started. */
  async counts(campaignIds: string[]): Promise<Map<string, CampaignCounts>> {
    const counts = new Map(campaignIds.map((id) => [id, { ...NO_MAILS }]));
    if (campaignIds.length === 0) return counts;
    const rows = await this.em.getConnection().execute<Array<{ campaign_id: string } & Record<keyof CampaignCounts, string>>>(
      `select m.campaign_id,
              count(*) filter (where m.status in ('pending', 'sending')) as queued,
              count(*) filter (where m.status = 'sent') as sent,
              count(*) filter (where m.status in ('failed', 'not_configured')) as failed,
              count(*) filter (where s.unsubscribed_at >= c.started_at) as unsubscribed
         from outbound_mails m
         join campaigns c on c.id = m.campaign_id
         left join newsletter_subscribers s on s.id = m.subscriber_id
        where m.kind = 'campaign' and m.campaign_id in (${campaignIds.map(() => '?').join(', ')})
        group by m.campaign_id`,
      campaignIds,
      'all',
    );
    for (const row of rows) {
      counts.set(row.campaign_id, { queued: Number(row.queued), sent: Number(row.sent), failed: Number(row.failed), unsubscribed: Number(row.unsubscribed) });
    }
    return counts;
  }

  /** How many subscribers a campaign sent now would go to: confirmed, subscribed, not opted out since (as the fan-out counts them). */
  async recipients(): Promise<number> {
    const [row] = await this.em.getConnection().execute<Array<{ count: string }>>(
      `select count(*) as count from newsletter_subscribers s
        where s.confirmed_at is not null and s.unsubscribed_at is null and not ${optedOutSince('email', 's.email', 's.consented_at')}`,
      [],
      'all',
    );
    return Number(row?.count ?? 0);
  }

  /** When another campaign of the same draft last started going out, since `since`; null if none did. */
  async draftLastSentAt(campaign: CampaignEntity, since: Date): Promise<Date | null> {
    if (!campaign.draft) return null;
    const [latest] = await this.em.find(
      CampaignEntity,
      { draft: campaign.draft.id, id: { $ne: campaign.id }, startedAt: { $gte: since } },
      { orderBy: { startedAt: 'desc' }, limit: 1 },
    );
    return latest?.startedAt ?? null;
  }

  /** Why the campaign's failed mails failed: each reason with how many, most first. */
  async failures(campaignId: string): Promise<Array<{ reason: string; count: number }>> {
    const rows = await this.em.getConnection().execute<Array<{ reason: string | null; count: string }>>(
      `select last_error as reason, count(*) as count from outbound_mails
        where campaign_id = ? and kind = 'campaign' and status in ('failed', 'not_configured')
        group by last_error order by count(*) desc limit 20`,
      [campaignId],
      'all',
    );
    return rows.map((row) => ({ reason: row.reason ?? 'No reason was recorded', count: Number(row.count) }));
  }
}
