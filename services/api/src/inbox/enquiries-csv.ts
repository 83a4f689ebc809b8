import { serviceLabel } from '@app/contracts';
import type { ContactEnquiryEntity } from '@app/core';
import { toStaffMember } from './enquiry-view';

const COLUMNS = ['Received (UTC)', 'Status', 'Name', 'Email', 'Phone', 'Service', 'Assigned to', 'Message', 'Consent version', 'Consent given (UTC)'];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A value a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe, so opening the file runs nothing.
 */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function row(values: string[]): string {
  return values.map(field).join(',');
}

/** The enquiries as a CSV file with a header row, lines ending CRLF, and a byte-order mark so Excel reads UTF-8. */
export function enquiriesCsv(enquiries: ContactEnquiryEntity[]): string {
  const lines = enquiries.map((enquiry) =>
    row([
      enquiry.createdAt.toISOString(),
      enquiry.status,
      enquiry.name,
      enquiry.email,
      enquiry.phone,
      serviceLabel(enquiry.service),
      enquiry.assignee ? toStaffMember(enquiry.assignee).name : '',
      enquiry.message,
      enquiry.consentTextVersion,
      enquiry.consentedAt.toISOString(),
    ]),
  );
  return `\uFEFF${[row(COLUMNS), ...lines].join('\r\n')}\r\n`;
}
