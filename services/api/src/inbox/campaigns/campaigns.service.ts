import { BadRequestException, ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_RESEND_WINDOW_DAYS,
  type Campaign,
  type CampaignCounts,
  type CampaignDetail,
  type CampaignListQuery,
  type CampaignPreview,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  type CampaignPage,
  type CampaignTestResult,
  type CreateCampaign,
  type SendCampaign,
} from '@app/contracts';
import {
  CampaignEntity,
  composeCampaignMail,
  describeError,
  isMailConfigured,
  JobQueues,
  MailOutbox,
  oneClickUnsubscribeUrl,
  OutboundMailEntity,
  START_CAMPAIGN_JOB,
  type UserEntity,
} from '@app/core';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { foundOr404 } from '../../common/found-or-404';
import { CampaignsRepository } from './campaigns.repository';
import { listPage } from '../../common/list-page';

const NO_MAILS_YET: CampaignCounts = { queued: 0, sent: 0, failed: 0, unsubscribed: 0 };
const CANCELLED_REASON = 'The campaign was cancelled before this e-mail was sent.';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the window in which a draft that went out needs a second confirmation to go out again. */
const resendWindowStart = (): Date => new Date(Date.now() - CAMPAIGN_RESEND_WINDOW_DAYS * DAY_MS);

function toCampaign(campaign: CampaignEntity, counts: CampaignCounts): Campaign {
  return {
    id: campaign.id,
    status: campaign.status,
    sendAt: campaign.sendAt?.toISOString() ?? null,
    counts,
    draftId: campaign.draft?.id ?? null,
    subject: campaign.subject,
    postIds: campaign.postIds,
    propertyIds: campaign.propertyIds,
    createdAt: campaign.createdAt.toISOString(),
    createdBy: campaign.createdBy?.id ?? null,
  };
}

/**
 * Newsletter campaigns: staff prepare them from an approved Newsletter draft, featuring published posts and shown
 * listings, and test-send them; admins send (now or scheduled) and cancel them. The worker fans a campaign out to one
 * outbox mail per recipient and sends each once.
 */
@Injectable()
export class CampaignsService {
  private readonly logger = new Logger(CampaignsService.name);

  constructor(
    private readonly campaigns: CampaignsRepository,
    private readonly outbox: MailOutbox,
    private readonly queues: JobQueues,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async list(query: CampaignListQuery): Promise<CampaignPage> {
    const [items, total] = await this.campaigns.page(query);
    const counts = await this.campaigns.counts(items.map((campaign) => campaign.id));
    return listPage(
      items.map((campaign) => toCampaign(campaign, counts.get(campaign.id) as CampaignCounts)),
      total,
      query,
    );
  }

  async detail(id: string): Promise<CampaignDetail> {
    return this.describe(await this.find(id));
  }

  private async describe(campaign: CampaignEntity): Promise<CampaignDetail> {
    const counts = await this.campaigns.counts([campaign.id]);
    const failures = await this.campaigns.failures(campaign.id);
    const recipients = await this.campaigns.recipients();
    const draftLastSentAt = await this.campaigns.draftLastSentAt(campaign, resendWindowStart());
    return {
      ...toCampaign(campaign, counts.get(campaign.id) as CampaignCounts),
      failures,
      recipients,
      draftLastSentAt: draftLastSentAt?.toISOString() ?? null,
    };
  }

  /**
   * draft -> scheduled at `sendAt` (now when not given), then its start job is queued, delayed until then. Should Redis
   * not take it, the worker's sweep queues it: the campaign is stored scheduled either way. A draft that went out in
   * the last CAMPAIGN_RESEND_WINDOW_DAYS goes out again only with `resendConfirmed`.
   */
  async send(id: string, { sendAt, resendConfirmed }: SendCampaign): Promise<CampaignDetail> {
    const campaign = await this.find(id);
    if (!isMailConfigured(this.config)) throw new ConflictException(CAMPAIGN_MESSAGES.sendUnavailable);
    if (!resendConfirmed && (await this.campaigns.draftLastSentAt(campaign, resendWindowStart()))) throw new ConflictException(CAMPAIGN_MESSAGES.recentlySent);
    const at = sendAt ? new Date(sendAt) : new Date();
    if (!(await this.campaigns.schedule(campaign, at))) throw new ConflictException(CAMPAIGN_MESSAGES.notDraft);
    try {
      await this.queues.add(START_CAMPAIGN_JOB, { campaignId: campaign.id, sendAt: at.toISOString() });
    } catch (error) {
      this.logger.warn(`Campaign ${campaign.id} scheduled; its start job is left to the worker's sweep: ${describeError(error)}`);
    }
    return this.describe(campaign);
  }

  /**
   * scheduled or sending -> cancelled with its pending mails, so no worker claims another, and no claimed mail's body
   * starts after this (the campaign mail's "still wanted?" check in the worker). Answers at once: the mails whose body
   * was already leaving are still queued in its counts, and end (sent or failed) within SMTP_TIMEOUT_MS; the campaign's
   * page shows them until they have.
   */
  async cancel(id: string): Promise<CampaignDetail> {
    const campaign = await this.find(id);
    if (!(await this.campaigns.cancel(campaign, CANCELLED_REASON))) throw new ConflictException(CAMPAIGN_MESSAGES.notCancellable);
    return this.describe(campaign);
  }

  /** The mail as a subscriber gets it now, with an unsubscribe link of no one in particular. */
  async preview(id: string): Promise<CampaignPreview> {
    const campaign = await this.find(id);
    const draft = await this.campaigns.draftOf(campaign);
    if (!draft) throw new ConflictException(CAMPAIGN_MESSAGES.draftDeleted);
    const pageUrl = new URL(NEWSLETTER_UNSUBSCRIBE_PATH, campaign.siteUrl).toString();
    const mail = composeCampaignMail(await this.campaigns.content(campaign, draft), 'subscriber@example.sg', {
      pageUrl,
      oneClickUrl: oneClickUnsubscribeUrl(pageUrl),
    });
    return { subject: mail.subject, html: mail.html ?? '', text: mail.text };
  }

  /** Stores a test e-mail of the campaign to the staff member in the outbox, then has the worker send it. */
  async test(id: string, actor: UserEntity): Promise<CampaignTestResult> {
    if (!isMailConfigured(this.config)) throw new ConflictException(CAMPAIGN_MESSAGES.testUnavailable);
    const mail = await this.campaigns.addMail(new OutboundMailEntity({ kind: 'campaign_test', campaign: await this.find(id) }, actor.email));
    await this.outbox.queue(mail);
    return { success: true, message: CAMPAIGN_MESSAGES.testSent(actor.email) };
  }

  private find(id: string): Promise<CampaignEntity> {
    return foundOr404(id, () => this.campaigns.findById(id), CAMPAIGN_MESSAGES.notFound);
  }

  async create({ draftId, postIds, propertyIds }: CreateCampaign, actor: UserEntity): Promise<Campaign> {
    const draft = await this.campaigns.findApprovedNewsletter(draftId);
    if (!draft) throw new BadRequestException(CAMPAIGN_MESSAGES.draftNotApproved);
    if ((await this.campaigns.countPublishedPosts(postIds)) !== postIds.length) throw new BadRequestException(CAMPAIGN_MESSAGES.postNotPublished);
    if ((await this.campaigns.countShownProperties(propertyIds)) !== propertyIds.length) throw new BadRequestException(CAMPAIGN_MESSAGES.propertyNotShown);
    return toCampaign(
      await this.campaigns.create(new CampaignEntity({ draft, siteUrl: this.config.PUBLIC_URL, postIds, propertyIds, createdBy: actor })),
      NO_MAILS_YET,
    );
  }
}
