import { MarketingOptOutRequestSchema, MarketingOptOutSchema } from '../common/marketing-consent';
import { defineEndpoint, SIGNED_IN } from '../endpoints/endpoint';
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

/** The staff inbox of enquiries and newsletter subscribers: every staff role reads and handles them; exports and erasure are for admins. */
export const INBOX_ENDPOINTS = {
  enquiries: defineEndpoint({
    area: 'inbox',
    method: 'GET',
    path: '/api/admin/enquiries',
    access: SIGNED_IN,
    query: EnquiryListQuerySchema,
    response: EnquiryPageSchema,
  }),
  /** The filtered list as CSV (text/csv, an attachment). */
  exportCsv: defineEndpoint({ area: 'inbox', method: 'GET', path: '/api/admin/enquiries/export.csv', access: DATA_OFFICERS, query: EnquiryExportQuerySchema }),
  erase: defineEndpoint({
    area: 'inbox',
    method: 'POST',
    path: '/api/admin/privacy/erasure',
    access: DATA_OFFICERS,
    body: ErasureRequestSchema,
    response: ErasureResultSchema,
  }),
  counts: defineEndpoint({ area: 'inbox', method: 'GET', path: '/api/admin/enquiries/counts', access: SIGNED_IN, response: InboxCountsSchema }),
  staff: defineEndpoint({ area: 'inbox', method: 'GET', path: '/api/admin/enquiries/staff', access: SIGNED_IN, response: StaffListSchema }),
  enquiry: defineEndpoint({ area: 'inbox', method: 'GET', path: '/api/admin/enquiries/:id', access: SIGNED_IN, response: EnquiryDetailSchema }),
  changeStatus: defineEndpoint({
    area: 'inbox',
    method: 'POST',
    path: '/api/admin/enquiries/:id/status',
    access: SIGNED_IN,
    body: ChangeEnquiryStatusSchema,
    response: EnquiryDetailSchema,
  }),
  assign: defineEndpoint({
    area: 'inbox',
    method: 'POST',
    path: '/api/admin/enquiries/:id/assign',
    access: SIGNED_IN,
    body: AssignEnquirySchema,
    response: EnquiryDetailSchema,
  }),
  addNote: defineEndpoint({
    area: 'inbox',
    method: 'POST',
    path: '/api/admin/enquiries/:id/notes',
    access: SIGNED_IN,
    body: AddEnquiryNoteSchema,
    response: EnquiryDetailSchema,
  }),
  reply: defineEndpoint({
    area: 'inbox',
    method: 'POST',
    path: '/api/admin/enquiries/:id/reply',
    access: SIGNED_IN,
    body: ReplyToEnquirySchema,
    response: EnquiryDetailSchema,
  }),
  retryNotification: defineEndpoint({
    area: 'inbox',
    method: 'POST',
    path: '/api/admin/enquiries/:id/retry-notification',
    access: SIGNED_IN,
    response: EnquiryDetailSchema,
  }),
  /** Newsletter subscribers in the panel; the CSV of confirmed addresses is for admins. */
  subscribers: defineEndpoint({
    area: 'inbox',
    method: 'GET',
    path: '/api/admin/newsletter/subscribers',
    access: SIGNED_IN,
    query: SubscriberListQuerySchema,
    response: SubscriberPageSchema,
  }),
  exportConfirmedSubscribers: defineEndpoint({
    area: 'inbox',
    method: 'GET',
    path: '/api/admin/newsletter/subscribers/confirmed.csv',
    access: DATA_OFFICERS,
  }),
  /** Newsletter campaigns: every staff role prepares and test-sends them; admins and super admins send, schedule and cancel. */
  campaigns: defineEndpoint({
    area: 'inbox',
    method: 'GET',
    path: '/api/admin/campaigns',
    access: SIGNED_IN,
    query: CampaignListQuerySchema,
    response: CampaignPageSchema,
  }),
  createCampaign: defineEndpoint({
    area: 'inbox',
    method: 'POST',
    path: '/api/admin/campaigns',
    access: SIGNED_IN,
    body: CreateCampaignSchema,
    response: CampaignSchema,
  }),
  campaign: defineEndpoint({ area: 'inbox', method: 'GET', path: '/api/admin/campaigns/:id', access: SIGNED_IN, response: CampaignDetailSchema }),
  /** The mail as subscribers get it, for the panel's preview. */
  previewCampaign: defineEndpoint({
    area: 'inbox',
    method: 'GET',
    path: '/api/admin/campaigns/:id/preview',
    access: SIGNED_IN,
    response: CampaignPreviewSchema,
  }),
  /** E-mails a test of the campaign (HTML and plain text, marked as a test) to the signed-in staff member. */
  testCampaign: defineEndpoint({ area: 'inbox', method: 'POST', path: '/api/admin/campaigns/:id/test', access: SIGNED_IN, response: CampaignTestResultSchema }),
  /** Sends a draft campaign to the subscribers confirmed at its time: now, or at `sendAt` (scheduled). */
  sendCampaign: defineEndpoint({
    area: 'inbox',
    method: 'POST',
    path: '/api/admin/campaigns/:id/send',
    access: CAMPAIGN_SENDERS,
    body: SendCampaignSchema,
    response: CampaignDetailSchema,
  }),
  /** Calls off a scheduled or sending campaign: once answered, none of its mails goes out any more. */
  cancelCampaign: defineEndpoint({
    area: 'inbox',
    method: 'POST',
    path: '/api/admin/campaigns/:id/cancel',
    access: CAMPAIGN_SENDERS,
    response: CampaignDetailSchema,
  }),
  /** Records that an e-mail address or phone number takes no more marketing on that channel, from now on (audited). */
  recordMarketingOptOut: defineEndpoint({
    area: 'inbox',
    method: 'POST',
    path: '/api/admin/marketing/opt-outs',
    access: SIGNED_IN,
    body: MarketingOptOutRequestSchema,
    response: MarketingOptOutSchema,
  }),
};
