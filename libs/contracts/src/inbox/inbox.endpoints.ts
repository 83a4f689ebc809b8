import { MarketingOptOutRequestSchema, MarketingOptOutSchema } from '../common/marketing-consent';
import { SIGNED_IN } from '../endpoints/endpoint';
import { endpointsOf } from '../endpoints/endpoint-routes';
import type { Role } from '../users/roles';
import {
  AddEnquiryNoteSchema,
  AssignEnquirySchema,
  ChangeEnquiryStatusSchema,
  EnquiryDetailSchema,
  EnquiryExportQuerySchema,
  ErasureRequestSchema,
  ErasureResultSchema,
  EnquiryListQuerySchema,
  EnquiryPageSchema,
  InboxCountsSchema,
  ReplyToEnquirySchema,
  StaffListSchema,
} from './enquiry';
import {
  CAMPAIGN_SENDERS,
  CampaignDetailSchema,
  CampaignListQuerySchema,
  CampaignPageSchema,
  CampaignPreviewSchema,
  CampaignSchema,
  CampaignTestResultSchema,
  CreateCampaignSchema,
  SendCampaignSchema,
} from './campaigns';
import { SubscriberListQuerySchema, SubscriberPageSchema } from './subscribers';

/** Exporting and erasing personal data is for admins and super admins. */
const DATA_OFFICERS: readonly Role[] = ['super_admin', 'admin'];

/** Whether this role may export enquiries and erase an address's data (the UI shows those controls only then). */
export const canExportAndErase = (role: Role): boolean => DATA_OFFICERS.includes(role);

const inbox = endpointsOf('inbox', SIGNED_IN);

/** The staff inbox of enquiries and newsletter subscribers: every staff role reads and handles them; exports and erasure are for admins. */
export const INBOX_ENDPOINTS = {
  enquiries: inbox.get('/api/admin/enquiries', { query: EnquiryListQuerySchema, response: EnquiryPageSchema }),
  /** The filtered list as CSV (text/csv, an attachment). */
  exportCsv: inbox.get('/api/admin/enquiries/export.csv', { access: DATA_OFFICERS, query: EnquiryExportQuerySchema }),
  erase: inbox.post('/api/admin/privacy/erasure', { access: DATA_OFFICERS, body: ErasureRequestSchema, response: ErasureResultSchema }),
  counts: inbox.get('/api/admin/enquiries/counts', { response: InboxCountsSchema }),
  staff: inbox.get('/api/admin/enquiries/staff', { response: StaffListSchema }),
  enquiry: inbox.get('/api/admin/enquiries/:id', { response: EnquiryDetailSchema }),
  changeStatus: inbox.post('/api/admin/enquiries/:id/status', { body: ChangeEnquiryStatusSchema, response: EnquiryDetailSchema }),
  assign: inbox.post('/api/admin/enquiries/:id/assign', { body: AssignEnquirySchema, response: EnquiryDetailSchema }),
  addNote: inbox.post('/api/admin/enquiries/:id/notes', { body: AddEnquiryNoteSchema, response: EnquiryDetailSchema }),
  reply: inbox.post('/api/admin/enquiries/:id/reply', { body: ReplyToEnquirySchema, response: EnquiryDetailSchema }),
  retryNotification: inbox.post('/api/admin/enquiries/:id/retry-notification', { response: EnquiryDetailSchema }),
  /** Newsletter subscribers in the panel; the CSV of confirmed addresses is for admins. */
  subscribers: inbox.get('/api/admin/newsletter/subscribers', { query: SubscriberListQuerySchema, response: SubscriberPageSchema }),
  exportConfirmedSubscribers: inbox.get('/api/admin/newsletter/subscribers/confirmed.csv', { access: DATA_OFFICERS }),
  /** Newsletter campaigns: every staff role prepares and test-sends them; admins and super admins send, schedule and cancel. */
  campaigns: inbox.get('/api/admin/campaigns', { query: CampaignListQuerySchema, response: CampaignPageSchema }),
  createCampaign: inbox.post('/api/admin/campaigns', { body: CreateCampaignSchema, response: CampaignSchema }),
  campaign: inbox.get('/api/admin/campaigns/:id', { response: CampaignDetailSchema }),
  /** The mail as subscribers get it, for the panel's preview. */
  previewCampaign: inbox.get('/api/admin/campaigns/:id/preview', { response: CampaignPreviewSchema }),
  /** E-mails a test of the campaign (HTML and plain text, marked as a test) to the signed-in staff member. */
  testCampaign: inbox.post('/api/admin/campaigns/:id/test', { response: CampaignTestResultSchema }),
  /** Sends a draft campaign to the subscribers confirmed at its time: now, or at `sendAt` (scheduled). */
  sendCampaign: inbox.post('/api/admin/campaigns/:id/send', { access: CAMPAIGN_SENDERS, body: SendCampaignSchema, response: CampaignDetailSchema }),
  /** Calls off a scheduled or sending campaign: once answered, none of its mails goes out any more. */
  cancelCampaign: inbox.post('/api/admin/campaigns/:id/cancel', { access: CAMPAIGN_SENDERS, response: CampaignDetailSchema }),
  /** Records that an e-mail address or phone number takes no more marketing on that channel, from now on (audited). */
  recordMarketingOptOut: inbox.post('/api/admin/marketing/opt-outs', { body: MarketingOptOutRequestSchema, response: MarketingOptOutSchema }),
};
