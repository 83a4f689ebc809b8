import type { ReplyClockView } from '@app/contracts';

/** "5 h 20 min left" of business time, or "Overdue". */
export function replyClockText(clock: ReplyClockView): string {
  if (clock.overdue) return 'Overdue';
  const minutes = Math.ceil(clock.businessTimeLeftMs / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min left` : `${minutes} min left`;
}
