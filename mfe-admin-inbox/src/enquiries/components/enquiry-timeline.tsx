import { ENQUIRY_STATUS_LABELS, type EnquiryEvent, EnquiryStatusSchema, type EnquiryViewing, type MailOutcome, viewingSlotLabel } from '@app/contracts';
import { Timeline, type TimelineEntry } from '@app/domain-ui';

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

const REPLY_MAIL_TEXT = {
  pending: 'being sent',
  sending: 'being sent',
  sent: 'sent',
  not_configured: 'not sent: mail is not configured',
  failed: 'failed',
  cancelled: 'not sent',
} as const;

function replyMailStatus(mail: MailOutcome): string {
  return `E-mail ${REPLY_MAIL_TEXT[mail.status]}${mail.error ? ` (${mail.error})` : ''}`;
}

function eventEntry(event: EnquiryEvent): TimelineEntry {
  const text = event.kind === 'note_added' || event.kind === 'replied' ? event.text : null;
  return {
    key: event.id,
    at: event.at,
    title: describe(event),
    by: event.actor?.name ?? 'a former staff member',
    notes: [text, event.reply ? replyMailStatus(event.reply.mail) : null],
  };
}

function viewingEntry(viewing: EnquiryViewing): TimelineEntry {
  const standing = viewing.status === 'cancelled' ? 'cancelled' : viewing.noShowAt ? 'no-show' : 'booked';
  return {
    key: viewing.id,
    at: viewing.bookedAt,
    title: `Viewing of ${viewing.listing.reference} booked online`,
    by: 'the visitor',
    notes: [`${viewing.listing.title}: ${viewingSlotLabel(viewing.slot)} (${standing})`],
  };
}

interface EnquiryTimelineProps {
  receivedAt: string;
  events: EnquiryEvent[];
  /** Viewings booked from the enquiry's address, placed by when they were booked. */
  viewings: EnquiryViewing[];
}

/** Everything staff did with the enquiry and the viewings its visitor booked, oldest first, after its arrival. */
export function EnquiryTimeline({ receivedAt, events, viewings }: EnquiryTimelineProps) {
  const received: TimelineEntry = { key: 'received', at: receivedAt, title: 'Received' };
  return <Timeline entries={[received, ...events.map(eventEntry), ...viewings.map(viewingEntry)]} />;
}
