import styled from 'styled-components';
import { ENQUIRY_STATUS_LABELS, type EnquiryEvent, EnquiryStatusSchema, type MailOutcome } from '@app/contracts';
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

/** Everything staff did with the enquiry, oldest first, after its arrival. */
export function EnquiryTimeline({ receivedAt, events }: { receivedAt: string; events: EnquiryEvent[] }) {
  return (
    <StyledTimeline>
      <li>
        <strong>Received</strong> <time dateTime={receivedAt}>{formatDateTime(receivedAt)}</time>
      </li>
      {events.map((event) => (
        <li key={event.id}>
          <strong>{describe(event)}</strong> by {event.actor?.name ?? 'a former staff member'},{' '}
          <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          {(event.kind === 'note_added' || event.kind === 'replied') && <StyledNote>{event.text}</StyledNote>}
          {event.reply && <ReplyMailStatus mail={event.reply.mail} />}
        </li>
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
