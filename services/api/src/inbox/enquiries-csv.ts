import { normalizePhoneNumber, serviceLabel } from '@app/contracts';
import type { ContactEnquiryEntity } from '@app/core';
import { csvLines, csvStart } from '../common/csv-file';
import type { MarketingReach } from './enquiries.repository';
import { toStaffMember } from './enquiry-view';

const COLUMNS = [
  'Received (UTC)',
  'Status',
  'Name',
  'Email',
  'Phone (marketing consent)',
  'Marketing by e-mail',
  'Service',
  'Assigned to',
  'Message',
  'Consent version',
  'Consent given (UTC)',
];

/** The header of the enquiries CSV file, which is written a batch of rows at a time. */
export const ENQUIRIES_CSV_START = csvStart(COLUMNS);

/**
 * Lines of the enquiries CSV (after ENQUIRIES_CSV_START). A phone number is in it only where that number consented to
 * marketing by phone call, SMS or WhatsApp, and has not opted out since (Do Not Call rules); the inbox keeps every
 * number for replying.
 */
export function enquiriesCsvLines(enquiries: ContactEnquiryEntity[], reach: MarketingReach): string {
  return csvLines(
    enquiries.map((enquiry) => [
      enquiry.createdAt.toISOString(),
      enquiry.status,
      enquiry.name,
      enquiry.email,
      reach.phones.has(normalizePhoneNumber(enquiry.phone)) ? enquiry.phone : '',
      reach.emails.has(enquiry.email.toLowerCase()) ? 'yes' : 'no',
      serviceLabel(enquiry.service),
      enquiry.assignee ? toStaffMember(enquiry.assignee).name : '',
      enquiry.message,
      enquiry.consentTextVersion,
      enquiry.consentedAt.toISOString(),
    ]),
  );
}
