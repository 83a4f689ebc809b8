import { VIEWING_REMINDER_STEPS } from '@app/contracts';
import { OutboundMailEntity } from './outbound-mail.entity';
import type { ViewingBookingEntity } from '../viewings/viewing-booking.entity';

/**
 * The outbox rows a new booking gets, written in its transaction: the confirmation, to go at once, and a reminder
 * per step (24 h and 2 h before the viewing) that is still ahead, each not to go before its time. The outbox holds
 * one row per booking and kind (unique), so a reminder can never be written, so sent, twice.
 */
export function viewingMails(booking: ViewingBookingEntity, now: Date): OutboundMailEntity[] {
  const confirmation = new OutboundMailEntity({ kind: 'viewing_confirmation', viewingBooking: booking }, booking.email);
  const reminders = Object.entries(VIEWING_REMINDER_STEPS).flatMap(([kind, minutesBefore]) => {
    const sendAfter = new Date(booking.startsAt.getTime() - minutesBefore * 60_000);
    if (sendAfter.getTime() <= now.getTime()) return [];
    const reminder = new OutboundMailEntity({ kind: kind as keyof typeof VIEWING_REMINDER_STEPS, viewingBooking: booking }, booking.email);
    reminder.sendAfter = sendAfter;
    return [reminder];
  });
  return [confirmation, ...reminders];
}
