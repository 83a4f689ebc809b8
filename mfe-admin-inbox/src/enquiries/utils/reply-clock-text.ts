import { type ReplyClockView } from '@app/contracts';
import { businessTimeBetween } from '@app/content';

/** The reply clock at `now`, counted from its due time, so it runs on between fetches of the enquiry. */
export function replyClockAt(clock: ReplyClockView, now: Date): ReplyClockView {
  const dueAt = new Date(clock.dueAt);
  const overdue = now.getTime() >= dueAt.getTime();
  return { dueAt: clock.dueAt, businessTimeLeftMs: overdue ? 0 : businessTimeBetween(now, dueAt), overdue };
}

/** "5 h 20 min left" of business time, or "Overdue". */
export function replyClockText(clock: ReplyClockView): string {
  if (clock.overdue) return 'Overdue';
  const minutes = Math.ceil(clock.businessTimeLeftMs / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min left` : `${minutes} min left`;
}
