import { VIEWING_REMINDER_STEPS } from '@app/contracts';
import { OutboundMailEntity } from './outbound-mail.entity';
import type { PropertyEntity } from '../properties/property.entity';
import type { ViewingBookingEntity } from '../viewings/viewing-booking.entity';

/**
 * The outbox rows a new booking (or the booking a move made) gets, written in its transaction: the confirmation and
 * staff's notice (to `staff`, the listing's agent or STAFF_NOTIFY_EMAIL; null when neither is known: the mail then
 * ends `not_configured`), to go at once, and a reminder per step (24 h and 2 h before the viewing) that is still
 * ahead, each not to go before its time. The outbox holds one row per booking and kind (unique), so a reminder can
 * never be written, so sent, twice.
 */
export function viewingMails(booking: ViewingBookingEntity, now: Date, staff: string | null): OutboundMailEntity[] {
  const confirmation = new OutboundMailEntity({ kind: 'viewing_confirmation', viewingBooking: booking }, booking.email);
  const notice = new OutboundMailEntity({ kind: 'viewing_staff_notice', viewingBooking: booking }, staff);
  const reminders = Object.entries(VIEWING_REMINDER_STEPS).flatMap(([kind, minutesBefore]) => {
    const sendAfter = new Date(booking.startsAt.getTime() - minutesBefore * 60_000);
    if (sendAfter.getTime() <= now.getTime()) return [];
    const reminder = new OutboundMailEntity({ kind: kind as keyof typeof VIEWING_REMINDER_STEPS, viewingBooking: booking }, booking.email);
    reminder.sendAfter = sendAfter;
    return [reminder];
  });
  return [confirmation, notice, ...reminders];
}

/** The outbox rows of a booking the visitor cancelled, written in the cancel's transaction: theirs, and staff's. */
export function viewingCancellationMails(booking: ViewingBookingEntity, staff: string | null): OutboundMailEntity[] {
  return [
    new OutboundMailEntity({ kind: 'viewing_cancellation', viewingBooking: booking }, booking.email),
    new OutboundMailEntity({ kind: 'viewing_staff_cancellation', viewingBooking: booking }, staff),
  ];
}

/** Who staff's mails about a listing's viewings go to: its agent while their account is active, else `fallback`. */
export function viewingStaffRecipient(property: PropertyEntity, fallback: string | null): string | null {
  return property.agent?.isActive ? property.agent.email : fallback;
}
