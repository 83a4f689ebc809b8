import { BUSINESS_HOURS, type DayOfWeek } from './business-hours';

/** SPEC §9: enquiries are answered within 24 hours on business days, counted in business hours. */
export const REPLY_PROMISE_BUSINESS_HOURS = 24;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Singapore keeps UTC+8 all year (no daylight saving). */
const SINGAPORE_OFFSET_MS = 8 * HOUR_MS;
const DAYS: readonly DayOfWeek[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The business hours of each weekday as minutes after midnight, read from the hours the site shows. */
const OPENING_BY_DAY = new Map<DayOfWeek, { opens: number; closes: number }>(
  BUSINESS_HOURS.flatMap(({ dayOfWeek, opens, closes }) =>
    opens && closes ? dayOfWeek.map((day) => [day, { opens: minutesOf(opens), closes: minutesOf(closes) }] as const) : [],
  ),
);

function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The office's open interval (UTC milliseconds) on the Singapore day starting at `dayStart`, if it opens that day. */
function openingOn(dayStart: number): { from: number; to: number } | null {
  const day = DAYS[new Date(dayStart + SINGAPORE_OFFSET_MS).getUTCDay()] as DayOfWeek;
  const hours = OPENING_BY_DAY.get(day);
  return hours ? { from: dayStart + hours.opens * 60_000, to: dayStart + hours.closes * 60_000 } : null;
}

/** Midnight in Singapore at the start of the day holding `time`, as UTC milliseconds. */
function singaporeDayStart(time: number): number {
  return Math.floor((time + SINGAPORE_OFFSET_MS) / DAY_MS) * DAY_MS - SINGAPORE_OFFSET_MS;
}

/** Business time (milliseconds) between two instants. */
export function businessTimeBetween(start: Date, end: Date): number {
  let total = 0;
  for (let day = singaporeDayStart(start.getTime()); day < end.getTime(); day += DAY_MS) {
    const opening = openingOn(day);
    if (!opening) continue;
    total += Math.max(0, Math.min(opening.to, end.getTime()) - Math.max(opening.from, start.getTime()));
  }
  return total;
}

/** When the reply promise of an enquiry received at `receivedAt` runs out: 24 business hours later. */
export function replyDueAt(receivedAt: Date): Date {
  let remaining = REPLY_PROMISE_BUSINESS_HOURS * HOUR_MS;
  for (let day = singaporeDayStart(receivedAt.getTime()); ; day += DAY_MS) {
    const opening = openingOn(day);
    if (!opening) continue;
    const from = Math.max(opening.from, receivedAt.getTime());
    const available = Math.max(0, opening.to - from);
    if (available >= remaining) return new Date(from + remaining);
    remaining -= available;
  }
}

/** Where an enquiry stands against the reply promise at `now`. */
export type ReplyClock = { dueAt: Date; businessTimeLeftMs: number; overdue: boolean };

export function replyClock(receivedAt: Date, now: Date): ReplyClock {
  const dueAt = replyDueAt(receivedAt);
  const used = businessTimeBetween(receivedAt, now);
  const left = REPLY_PROMISE_BUSINESS_HOURS * HOUR_MS - used;
  return { dueAt, businessTimeLeftMs: Math.max(0, left), overdue: left <= 0 };
}
