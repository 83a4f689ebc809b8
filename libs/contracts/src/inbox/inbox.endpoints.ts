import { defineEndpoint, SIGNED_IN } from '../endpoints/endpoint';
import {
  AddEnquiryNoteSchema,
  AssignEnquirySchema,
  ChangeEnquiryStatusSchema,
  EnquiryDetailSchema,
  EnquiryListQuerySchema,
  EnquiryPageSchema,
  InboxCountsSchema,
  ReplyToEnquirySchema,
  StaffListSchema,
} from './enquiry';

/** The staff inbox: every staff role reads and handles enquiries. */
export const INBOX_ENDPOINTS = {
  enquiries: defineEndpoint({
    area: 'inbox',
    method: 'GET',
    path: '/api/admin/enquiries',
    access: SIGNED_IN,
    query: EnquiryListQuerySchema,
    response: EnquiryPageSchema,
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
};
