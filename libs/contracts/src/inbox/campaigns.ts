import { z } from 'zod';
import { SuccessMessageSchema } from '../common/success-message';
import type { Role } from '../users/roles';
import { pageOf, pageQueryFields } from '../common/pages';

/** Where a newsletter campaign stands: prepared, waiting for its time, going out, gone out, or called off. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export const CampaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>;
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

/** How many published posts and shown listings one campaign may feature as cards. */
export const CAMPAIGN_MAX_FEATURED = 6;

const featured = (what: string) =>
  z
    .array(z.uuid({ error: `Each featured ${what} must be an id` }), { error: `Featured ${what}s must be a list of ids` })
    .max(CAMPAIGN_MAX_FEATURED, `Feature at most ${CAMPAIGN_MAX_FEATURED} ${what}s`)
    .refine((ids) => new Set(ids).size === ids.length, `Feature each ${what} once`)
    .default([]);

/** Body of POST /api/admin/campaigns: an approved Newsletter draft, and optionally published posts and shown listings to feature. */
export const CreateCampaignSchema = z.object({
  draftId: z.uuid({ error: 'Choose an approved newsletter draft' }),
  postIds: featured('post'),
  propertyIds: featured('listing'),
});
export type CreateCampaignInput = z.input<typeof CreateCampaignSchema>;
export type CreateCampaign = z.output<typeof CreateCampaignSchema>;

/**
 * Where a campaign's mails stand: queued (waiting or in their SMTP exchange), sent, failed for good, and recipients
 * who unsubscribed since the send started (their mail, if not sent yet, is not sent).
 */
export const CampaignCountsSchema = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  unsubscribed: z.number().int(),
});
export type CampaignCounts = z.infer<typeof CampaignCountsSchema>;

export const CampaignSchema = z.object({
  id: z.string(),
  status: CampaignStatusSchema,
  /** When it is to go (scheduled) or went out (sending, sent); null while a draft. */
  sendAt: z.string().nullable(),
  counts: CampaignCountsSchema,
  /** The Newsletter draft it is made from; null once that draft was deleted. */
  draftId: z.string().nullable(),
  /** The draft's title when the campaign was made: the mail's subject. */
  subject: z.string(),
  postIds: z.array(z.string()),
  propertyIds: z.array(z.string()),
  createdAt: z.string(),
  /** Who made it; null once their account is deleted. */
  createdBy: z.string().nullable(),
});
export type Campaign = z.infer<typeof CampaignSchema>;

/** A campaign whose draft went out less than this many days ago is sent again only on a second, explicit confirmation. */
export const CAMPAIGN_RESEND_WINDOW_DAYS = 30;

/**
 * GET /api/admin/campaigns/:id: the campaign, with why its failed mails failed (each reason and how many), how many
 * subscribers it would go to if sent now, and when another campaign of the same draft last went out within
 * CAMPAIGN_RESEND_WINDOW_DAYS (null if none did).
 */
export const CampaignDetailSchema = CampaignSchema.extend({
  failures: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  recipients: z.number().int(),
  draftLastSentAt: z.string().nullable(),
});
export type CampaignDetail = z.infer<typeof CampaignDetailSchema>;

/**
 * Body of POST /api/admin/campaigns/:id/send: now, or at `sendAt` (an ISO date-time with its offset). `resendConfirmed`
 * is the second confirmation a draft that went out in the last CAMPAIGN_RESEND_WINDOW_DAYS needs.
 */
export const SendCampaignSchema = z
  .object({
    sendAt: z.iso.datetime({ offset: true, error: 'sendAt must be a date and time, e.g. 2026-12-01T09:00:00+08:00' }).optional(),
    resendConfirmed: z.boolean({ error: 'resendConfirmed must be true or false' }).optional(),
  })
  .default({});
export type SendCampaignInput = z.input<typeof SendCampaignSchema>;
export type SendCampaign = z.output<typeof SendCampaignSchema>;

/** Sending, scheduling and cancelling a campaign is for admins and super admins; content managers prepare and test-send. */
export const CAMPAIGN_SENDERS: readonly Role[] = ['super_admin', 'admin'];

/** Whether this role may send, schedule and cancel campaigns (the page shows those controls only then). */
export const canSendCampaigns = (role: Role): boolean => CAMPAIGN_SENDERS.includes(role);

/** Query of GET /api/admin/campaigns. */
export const CampaignListQuerySchema = z.object(pageQueryFields(25));
export type CampaignListQuery = z.infer<typeof CampaignListQuerySchema>;

export const CampaignPageSchema = pageOf(CampaignSchema);
export type CampaignPage = z.infer<typeof CampaignPageSchema>;

/** GET /api/admin/campaigns/:id/preview: the mail a subscriber gets, as it would be composed now (their own unsubscribe link aside). */
export const CampaignPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type CampaignPreview = z.infer<typeof CampaignPreviewSchema>;

/** What POST /api/admin/campaigns/:id/test answers: the test e-mail is stored and on its way. */
export const CampaignTestResultSchema = SuccessMessageSchema;
export type CampaignTestResult = z.infer<typeof CampaignTestResultSchema>;

export const CAMPAIGN_MESSAGES = {
  notFound: 'Campaign not found',
  testSent: (email: string) => `A test e-mail is on its way to ${email}.`,
  testUnavailable: 'Test e-mails cannot be sent: outgoing mail (SMTP_URL and MAIL_FROM) is not configured.',
  draftNotApproved: 'A campaign is made from an approved draft of type Newsletter',
  postNotPublished: 'Only published posts can be featured',
  propertyNotShown: 'Only listings shown on the site can be featured',
  draftDeleted: "The campaign's draft was deleted: there is nothing to preview or send",
  notDraft: 'Only a campaign that is still a draft can be sent or scheduled',
  notCancellable: 'Only a scheduled or sending campaign can be cancelled',
  sendUnavailable: 'Campaigns cannot be sent: outgoing mail (SMTP_URL and MAIL_FROM) is not configured.',
  recentlySent: `This newsletter already went out in the last ${CAMPAIGN_RESEND_WINDOW_DAYS} days: confirm that subscribers should get it again`,
} as const;

/** Job payload: start a campaign at its time (sendAt, ISO): one outbox mail per confirmed subscriber, then each queued. */
export const StartCampaignJobSchema = z.object({ campaignId: z.uuid(), sendAt: z.iso.datetime({ offset: true }) });
export type StartCampaignJob = z.infer<typeof StartCampaignJobSchema>;
