import { Fragment } from 'react';
import styled from 'styled-components';
import { ENQUIRY_STATUS_LABELS, type EnquiryEvent, EnquiryStatusSchema, type EnquiryViewing, type MailOutcome, viewingSlotLabel } from '@app/contracts';
import { formatDateTime } from '@app/web';

function describe(event: EnquiryEvent): string {
  switch (event.kind) {
    case 'status_changed': {
      const status = EnquiryStatusSchema.safeParse(event.text);
      return `Status set to ${status.success ? ENQUIRY_STATUS_LABELS[status.data] : event.text}`;
    }
    case 'assigned':
      return event.text ? `Assigned to ${event.text}` : 'Unassigned';
    case 'note_added':
      return 'Note';
    case 'notification_retried':
      return 'Staff notification sent again';
    case 'replied':
      return `Replied by e-mail: ${event.reply?.subject ?? ''}`;
  }
}

const REPLY_MAIL_TEXT = { pending: 'being sent', sending: 'being sent', sent: 'sent', not_configured: 'not sent: mail is not configured', failed: 'failed', cancelled: 'not sent' } as const;

function ReplyMailStatus({ mail }: { mail: MailOutcome }) {
  return (
    <StyledNote>
      E-mail {REPLY_MAIL_TEXT[mail.status]}
      {mail.error ? ` (${mail.error})` : ''}
    </StyledNote>
  );
}

function EventLine({ event }: { event: EnquiryEvent }) {
  return (
    <li>
      <strong>{describe(event)}</strong> by {event.actor?.name ?? 'a former staff member'}, <time dateTime={event.at}>{formatDateTime(event.at)}</time>
      {(event.kind === 'note_added' || event.kind === 'replied') && <StyledNote>{event.text}</StyledNote>}
      {event.reply && <ReplyMailStatus mail={event.reply.mail} />}
    </li>
  );
}

function ViewingLine({ viewing }: { viewing: EnquiryViewing }) {
  const standing = viewing.status === 'cancelled' ? 'cancelled' : viewing.noShowAt ? 'no-show' : 'booked';
  return (
    <li>
      <strong>
        Viewing of {viewing.listing.reference} booked online
      </strong>{' '}
      by the visitor, <time dateTime={viewing.bookedAt}>{formatDateTime(viewing.bookedAt)}</time>
      <StyledNote>
        {viewing.listing.title}: {viewingSlotLabel(viewing.slot)} ({standing})
      </StyledNote>
    </li>
  );
}

interface EnquiryTimelineProps {
  receivedAt: string;
  events: EnquiryEvent[];
  /** Viewings booked from the enquiry's address, placed by when they were booked. */
  viewings: EnquiryViewing[];
}

/** Everything staff did with the enquiry and the viewings its visitor booked, oldest first, after its arrival. */
export function EnquiryTimeline({ receivedAt, events, viewings }: EnquiryTimelineProps) {
  const lines = [
    ...events.map((event) => ({ at: event.at, key: event.id, line: <EventLine event={event} /> })),
    ...viewings.map((viewing) => ({ at: viewing.bookedAt, key: viewing.id, line: <ViewingLine viewing={viewing} /> })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <StyledTimeline>
      <li>
        <strong>Received</strong> <time dateTime={receivedAt}>{formatDateTime(receivedAt)}</time>
      </li>
      {lines.map(({ key, line }) => (
        <Fragment key={key}>{line}</Fragment>
      ))}
    </StyledTimeline>
  );
}

const StyledTimeline = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing[5]};
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => `${theme.spacing[1]} 0 0`};
  white-space: pre-wrap;
`;
