import { singaporeIso, viewingSlotLabel } from '@app/contracts';
import { type MailMessage, singleLine, type ViewingBookingEntity, type ViewingStaffMailKind } from '@app/core';

/** The agenda of staff's inbox (the admin panel), on the site the booking's links are on. */
const AGENDA_PATH = '/admin/inbox/viewings';

/** "Tuesday, 1 December 2026, 10:00 am - 10:30 am (Singapore time)" for a booking. */
export function viewingTime(booking: ViewingBookingEntity): string {
  return viewingSlotLabel({ start: singaporeIso(booking.startsAt), end: singaporeIso(booking.endsAt) });
}

/** What happened to the booking, as the subject and the first line say it. */
function change(kind: ViewingStaffMailKind, booking: ViewingBookingEntity): { subject: string; opening: string } {
  const listing = `${booking.property.title} (${booking.property.reference})`;
  if (kind === 'viewing_staff_cancellation')
    return { subject: `Viewing cancelled: ${listing}`, opening: `${booking.name} cancelled their viewing of ${viewingTime(booking)}.` };
  const from = booking.rescheduledFrom;
  if (from)
    return { subject: `Viewing moved: ${listing}`, opening: `${booking.name} moved their viewing from ${viewingTime(from)} to ${viewingTime(booking)}.` };
  return { subject: `Viewing booked: ${listing}`, opening: `${booking.name} booked a viewing for ${viewingTime(booking)}.` };
}

/**
 * Tells the listing's agent (or STAFF_NOTIFY_EMAIL) that a viewing was booked, moved or cancelled on the website:
 * who, when (Singapore time), the listing and the agenda. Plain text, so nothing the visitor typed becomes markup;
 * a reply goes to the visitor.
 */
export function composeViewingStaffMail(kind: ViewingStaffMailKind, booking: ViewingBookingEntity, to: string): MailMessage {
  const { subject, opening } = change(kind, booking);
  const agenda = new URL(`${AGENDA_PATH}?from=${singaporeIso(booking.startsAt).slice(0, 10)}`, booking.manageUrl).toString();
  return {
    to,
    replyTo: booking.email,
    subject: singleLine(subject),
    text: [
      opening,
      '',
      `Listing: ${booking.property.title} (${booking.property.reference}), ${booking.property.addressLine}, ${booking.property.district}`,
      `When: ${viewingTime(booking)}`,
      `Name: ${booking.name}`,
      `Email: ${booking.email}`,
      `Phone: ${booking.phone}`,
      ...(booking.note ? ['', 'Note:', booking.note] : []),
      '',
      `The agenda: ${agenda}`,
      `Reply to this e-mail to write to ${booking.name} directly.`,
    ].join('\n'),
  };
}
