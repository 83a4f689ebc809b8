import { serviceLabel } from '@app/contracts';
import { csvLines, csvStart } from '../common/csv-file';
import type { EnquiryExportRow } from './enquiries.repository';
import { staffName } from './enquiry-view';

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
export function enquiriesCsvLines(enquiries: EnquiryExportRow[]): string {
  return csvLines(
    enquiries.map((enquiry) => [
      enquiry.received_at,
      enquiry.status,
      enquiry.name,
      enquiry.email,
      enquiry.marketing_phone ? enquiry.phone : '',
      enquiry.marketing_email ? 'yes' : 'no',
      serviceLabel(enquiry.service),
      enquiry.assignee_username === null ? '' : staffName({ fullName: enquiry.assignee_full_name, username: enquiry.assignee_username }),
      enquiry.message,
      enquiry.consent_text_version,
      enquiry.consented_at,
    ]),
  );
}
