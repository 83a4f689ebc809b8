import { z } from 'zod';

/** Where a newsletter campaign stands: prepared, waiting for its time, going out, gone out, or called off. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export const CampaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>;

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

export const CampaignSchema = z.object({
  id: z.string(),
  status: CampaignStatusSchema,
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

/** Query of GET /api/admin/campaigns. */
export const CampaignListQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page starts at 1').max(100_000).default(1),
  pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int().min(1).max(100, 'pageSize is at most 100').default(25),
});
export type CampaignListQuery = z.infer<typeof CampaignListQuerySchema>;

export const CampaignPageSchema = z.object({
  items: z.array(CampaignSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CampaignPage = z.infer<typeof CampaignPageSchema>;

/** What POST /api/admin/campaigns/:id/test answers: the test e-mail is stored and on its way. */
export const CampaignTestResultSchema = z.object({ success: z.literal(true), message: z.string() });
export type CampaignTestResult = z.infer<typeof CampaignTestResultSchema>;

export const CAMPAIGN_MESSAGES = {
  notFound: 'Campaign not found',
  testSent: (email: string) => `A test e-mail is on its way to ${email}.`,
  testUnavailable: 'Test e-mails cannot be sent: outgoing mail (SMTP_URL and MAIL_FROM) is not configured.',
  draftNotApproved: 'A campaign is made from an approved draft of type Newsletter',
  postNotPublished: 'Only published posts can be featured',
  propertyNotShown: 'Only listings shown on the site can be featured',
} as const;
