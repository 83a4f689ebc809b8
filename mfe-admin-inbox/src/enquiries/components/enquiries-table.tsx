import { Link } from 'react-router-dom';
import { type EnquirySummary, serviceLabel } from '@app/contracts';
import { DataTable, TableCell, TableRow } from '@app/ui';
import { formatDateTime } from '@app/web';
import { enquiryPath } from '../utils/inbox-paths';
import { EnquiryStatusBadge } from './enquiry-status-badge';
import { ReplyClockBadge } from './reply-clock-badge';

const COLUMNS = ['Status', 'Name', 'Service', 'Received', 'Assigned to', 'Reply due'];

export function EnquiriesTable({ enquiries }: { enquiries: EnquirySummary[] }) {
  return (
    <DataTable columns={COLUMNS}>
      {enquiries.map((enquiry) => (
        <TableRow key={enquiry.id}>
          <TableCell>
            <EnquiryStatusBadge status={enquiry.status} />
          </TableCell>
          <TableCell>
            <Link to={enquiryPath(enquiry.id)}>{enquiry.name}</Link>
            <div>{enquiry.email}</div>
          </TableCell>
          <TableCell>{serviceLabel(enquiry.service)}</TableCell>
          <TableCell>{formatDateTime(enquiry.receivedAt)}</TableCell>
          <TableCell>{enquiry.assignee?.name ?? 'Unassigned'}</TableCell>
          <TableCell>
            <ReplyClockBadge clock={enquiry.replyClock} />
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
