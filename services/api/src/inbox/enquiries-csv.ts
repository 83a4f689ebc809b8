import { serviceLabel } from '@app/contracts';
import type { ContactEnquiryEntity } from '@app/core';
import { csvFile } from '../common/csv-file';
import { toStaffMember } from './enquiry-view';

const COLUMNS = ['Received (UTC)', 'Status', 'Name', 'Email', 'Phone', 'Service', 'Assigned to', 'Message', 'Consent version', 'Consent given (UTC)'];

/** The enquiries as a CSV file. */
export function enquiriesCsv(enquiries: ContactEnquiryEntity[]): string {
  return csvFile(
    COLUMNS,
    enquiries.map((enquiry) => [
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
}
