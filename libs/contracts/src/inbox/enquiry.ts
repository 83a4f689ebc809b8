import { EnquiryViewingSchema } from '../viewings/viewing-agenda';
import { z } from 'zod';
import { MarketingConsentViewSchema } from '../common/marketing-consent';
import { requiredText, textInput } from '../common/text';
import { NO_SERVICE, PAGE_SERVICE_CHOICES } from '../public/contact.constants';
import { EmailAddressSchema } from '../common/email-address';
import { MailOutcomeSchema } from '../mail/outbound-mail';
import { keysetPageOf, keysetQueryFields, searchTextField } from '../common/pages';
import { RealDaySchema } from '../common/days';

/** Where an enquiry stands in the staff inbox. */
export const ENQUIRY_STATUSES = ['new', 'open', 'replied', 'closed', 'spam'] as const;
export const EnquiryStatusSchema = z.enum(ENQUIRY_STATUSES, { error: 'Choose a status: new, open, replied, closed or spam' });
export type EnquiryStatus = z.infer<typeof EnquiryStatusSchema>;

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = { new: 'New', open: 'Open', replied: 'Replied', closed: 'Closed', spam: 'Spam' };

/** Statuses whose enquiries still wait for a reply: the reply clock runs for them only. */
export const AWAITING_REPLY_STATUSES: readonly EnquiryStatus[] = ['new', 'open'];

/** The service an enquiry names, as the contact page labels it. */
export function serviceLabel(value: string): string {
  if (value === NO_SERVICE) return 'No service chosen';
  return PAGE_SERVICE_CHOICES.find((choice) => choice.value === value)?.label ?? value;
}

export const ENQUIRY_PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_ENQUIRY_PAGE_SIZE = 25;

/** Query of GET /api/admin/enquiries: filters, a search over name, e-mail, phone and message, and the page (keyset cursors). */
export const EnquiryListQuerySchema = z.object({
  status: EnquiryStatusSchema.optional(),
  service: textInput().trim().max(40).optional(),
  /** A staff member's id, or `unassigned`. */
  assignee: textInput().trim().max(40).optional(),
  /** Received on or after this Singapore day. */
  from: RealDaySchema.optional(),
  /** Received on or before this Singapore day. */
  to: RealDaySchema.optional(),
  q: searchTextField(),
  ...keysetQueryFields(DEFAULT_ENQUIRY_PAGE_SIZE),
});
export type EnquiryListQuery = z.infer<typeof EnquiryListQuerySchema>;
export type EnquiryListQueryInput = z.input<typeof EnquiryListQuerySchema>;

/** Query of the CSV export: the list's filters; every matching enquiry is exported, streamed. */
export const EnquiryExportQuerySchema = EnquiryListQuerySchema.omit({ after: true, before: true, pageSize: true });
export type EnquiryExportQuery = z.infer<typeof EnquiryExportQuerySchema>;
export type EnquiryExportQueryInput = z.input<typeof EnquiryExportQuerySchema>;

/** The value of the assignee filter that finds enquiries nobody holds. */
export const UNASSIGNED = 'unassigned';

export const StaffMemberSchema = z.object({ id: z.string(), name: z.string() });
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffListSchema = z.array(StaffMemberSchema);

/** The reply promise of an enquiry (null once it no longer waits for a reply). */
export const ReplyClockSchema = z.object({ dueAt: z.string(), businessTimeLeftMs: z.number(), overdue: z.boolean() });
export type ReplyClockView = z.infer<typeof ReplyClockSchema>;

export const EnquirySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  service: z.string(),
  status: EnquiryStatusSchema,
  receivedAt: z.string(),
  assignee: StaffMemberSchema.nullable(),
  replyClock: ReplyClockSchema.nullable(),
});
export type EnquirySummary = z.infer<typeof EnquirySummarySchema>;

export const EnquiryPageSchema = keysetPageOf(EnquirySummarySchema);
export type EnquiryPage = z.infer<typeof EnquiryPageSchema>;

export const ENQUIRY_EVENT_KINDS = ['status_changed', 'assigned', 'note_added', 'notification_retried', 'replied'] as const;
export type EnquiryEventKind = (typeof ENQUIRY_EVENT_KINDS)[number];

/** One line of an enquiry's timeline: who did what, when. */
export const EnquiryEventSchema = z.object({
  id: z.string(),
  kind: z.enum(ENQUIRY_EVENT_KINDS),
  at: z.string(),
  actor: StaffMemberSchema.nullable(),
  /** The new status, the new assignee's name (or null when unassigned), the note's or the reply's text. */
  text: z.string().nullable(),
  /** A reply's subject and how its e-mail went; null for other events. */
  reply: z.object({ subject: z.string(), mail: MailOutcomeSchema }).nullable(),
});
export type EnquiryEvent = z.infer<typeof EnquiryEventSchema>;

export const EnquiryDetailSchema = EnquirySummarySchema.extend({
  phone: z.string(),
  message: z.string(),
  consentTextVersion: z.string(),
  consentedAt: z.string(),
  /** The marketing boxes ticked with the enquiry, one per channel. */
  marketingConsents: z.array(MarketingConsentViewSchema),
  notification: MailOutcomeSchema,
  /** Why a reply cannot be e-mailed from the panel (no mail transport), or null when it can. */
  replyUnavailableReason: z.string().nullable(),
  timeline: z.array(EnquiryEventSchema),
  /** Viewings booked online from the enquiry's e-mail address, on the timeline by when they were booked. */
  viewings: z.array(EnquiryViewingSchema),
});
export type EnquiryDetail = z.infer<typeof EnquiryDetailSchema>;

export const ChangeEnquiryStatusSchema = z.object({ status: EnquiryStatusSchema });
export type ChangeEnquiryStatusInput = z.input<typeof ChangeEnquiryStatusSchema>;

export const AssignEnquirySchema = z.object({
  assigneeId: z.uuid({ error: 'Choose a staff member' }).nullable(),
});
export type AssignEnquiryInput = z.input<typeof AssignEnquirySchema>;

export const AddEnquiryNoteSchema = z.object({
  text: requiredText('Write a note first').max(5000, 'A note is at most 5000 characters'),
});
export type AddEnquiryNoteInput = z.input<typeof AddEnquiryNoteSchema>;

export const REPLY_SUBJECT_DEFAULT = 'Your enquiry to Harbourline Property Management';

/** Body of POST /api/admin/enquiries/:id/reply: the e-mail sent to the visitor. */
export const ReplyToEnquirySchema = z.object({
  subject: requiredText('Write a subject').max(200, 'A subject is at most 200 characters'),
  text: requiredText('Write your reply first').max(10_000, 'A reply is at most 10000 characters'),
});
export type ReplyToEnquiryInput = z.input<typeof ReplyToEnquirySchema>;

/** Body of the PDPA erasure: everything held about one e-mail address goes. */
export const ErasureRequestSchema = z.object({ email: EmailAddressSchema });
export type ErasureRequestInput = z.input<typeof ErasureRequestSchema>;

export const ErasureResultSchema = z.object({
  enquiriesDeleted: z.number().int(),
  newsletterSubscriptionDeleted: z.boolean(),
  /** The address's tenancies (with their maintenance requests and photos) and its tenant portal account. */
  tenanciesDeleted: z.number().int(),
  tenantAccountDeleted: z.boolean(),
  /** The address's owner record (with their units, statements and mails) and its owner portal account. */
  ownerDeleted: z.boolean(),
});
export type ErasureResult = z.infer<typeof ErasureResultSchema>;

/** Job payload of the daily purge of expired personal data (old closed and spam enquiries, unconfirmed subscribers). */
export const PurgeExpiredDataJobSchema = z.object({});
export type PurgeExpiredDataJob = z.infer<typeof PurgeExpiredDataJobSchema>;

/** What the sidebar and the dashboard show. */
export const InboxCountsSchema = z.object({ new: z.number().int(), overdue: z.number().int() });
export type InboxCounts = z.infer<typeof InboxCountsSchema>;

export const ENQUIRY_MESSAGES = {
  notFound: 'Enquiry not found',
  unknownAssignee: 'That staff member does not exist or is inactive',
  notificationNotFailed: 'Only a failed notification can be sent again',
  replyUnavailable:
    'Replies cannot be e-mailed from the panel: outgoing mail (SMTP_URL and MAIL_FROM) is not configured. Reply by phone, WhatsApp or your own e-mail, then use Mark as replied.',
} as const;
