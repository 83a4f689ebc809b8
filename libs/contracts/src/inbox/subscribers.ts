import { z } from 'zod';
import { MarketingConsentViewSchema } from '../common/marketing-consent';
import { MAIL_STATUSES } from '../mail/outbound-mail';
import { keysetPageOf, keysetQueryFields, searchTextField } from '../common/pages';

/** Where a newsletter address stands: pending (not confirmed), confirmed, or unsubscribed. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const SubscriberStatusSchema = z.enum(SUBSCRIBER_STATUSES, { error: 'Choose a status: pending, confirmed or unsubscribed' });
export type SubscriberStatus = z.infer<typeof SubscriberStatusSchema>;
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' };

/** Query of GET /api/admin/newsletter/subscribers. */
export const SubscriberListQuerySchema = z.object({
  status: SubscriberStatusSchema.optional(),
  q: searchTextField(254),
  ...keysetQueryFields(25),
});
export type SubscriberListQuery = z.infer<typeof SubscriberListQuerySchema>;
export type SubscriberListQueryInput = z.input<typeof SubscriberListQuerySchema>;

export const SubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: SubscriberStatusSchema,
  /** When the address (last) asked to subscribe: its consent. */
  consentedAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  /** The confirmation (or welcome) e-mail of the latest subscription; null when none was stored. */
  firstMail: z.object({ status: z.enum(MAIL_STATUSES), error: z.string().nullable() }).nullable(),
  /** The marketing boxes ticked with the subscription. */
  marketingConsents: z.array(MarketingConsentViewSchema),
  /** When the address opted out of e-mail marketing since subscribing (campaigns skip it), or null. */
  emailOptedOutAt: z.string().nullable(),
  /**
   * A phone number for marketing, only where the address gave one with a phone consent (on an enquiry or a booking;
   * the newsletter form asks for no number) that no opt-out has ended; else null.
   */
  marketingPhone: z.string().nullable(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;

export const SubscriberPageSchema = keysetPageOf(SubscriberSchema).extend({
  /** Why confirmation e-mails cannot be sent (no mail transport: new subscribers stay pending), or null. */
  confirmationsUnavailableReason: z.string().nullable(),
});
export type SubscriberPage = z.infer<typeof SubscriberPageSchema>;

export const CONFIRMATIONS_UNAVAILABLE =
  'Confirmation e-mails cannot be sent: outgoing mail (SMTP_URL and MAIL_FROM) is not configured. New subscribers are stored as pending, without a confirmation e-mail.';
