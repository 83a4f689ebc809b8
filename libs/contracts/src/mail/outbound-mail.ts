import { z } from 'zod';

/**
 * Where a mail of the outbox stands, the one vocabulary for every mail the product sends: to be sent (queued or being
 * tried again), claimed by a worker for its SMTP exchange (sending), sent, not possible without a mail transport or
 * recipient, failed for good, or called off before it went (a cancelled campaign, or a recipient who unsubscribed).
 */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'not_configured', 'failed', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What a mail of the outbox is: each kind has its composer in the worker and is about one kind of row. */
export const MAIL_KINDS = [
  'enquiry_notification',
  'enquiry_reply',
  'password_reset',
  'newsletter_confirmation',
  'newsletter_welcome',
  'campaign_test',
  'campaign',
  'viewing_confirmation',
  'viewing_reminder_24h',
  'viewing_reminder_2h',
  'portal_sign_in',
  'maintenance_notification',
  'maintenance_status',
  'owner_statement',
  'lease_reminder',
  'maintenance_follow_up',
  'rent_receipt',
  'rent_reminder',
  'viewing_staff_notice',
  'viewing_staff_cancellation',
  'viewing_cancellation',
  'stamping_reminder',
  'renewal_offer',
  'renewal_answer',
  'condition_report_shared',
  'deposit_disposition',
  'deposit_refund_reminder',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** How an e-mail went: its status, why it did not go, and when it went. */
export const MailOutcomeSchema = z.object({ status: z.enum(MAIL_STATUSES), error: z.string().nullable(), sentAt: z.string().nullable() });
export type MailOutcome = z.infer<typeof MailOutcomeSchema>;

/**
 * Job payload: send one stored mail of the outbox (the worker reads the row and what it is about); `sendAfter`, the
 * row's own, delays the job until then (a reminder).
 */
export const SendMailJobSchema = z.object({ mailId: z.uuid(), sendAfter: z.iso.datetime().optional() });
export type SendMailJob = z.infer<typeof SendMailJobSchema>;
