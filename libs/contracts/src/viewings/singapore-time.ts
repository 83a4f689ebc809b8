import { SINGAPORE_UTC_OFFSET, SINGAPORE_UTC_OFFSET_MINUTES } from './viewing.constants';

const OFFSET_MS = SINGAPORE_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** A Date whose UTC fields read as Singapore's wall clock. */
const singaporeClock = (moment: Date) => new Date(moment.getTime() + OFFSET_MS);

/** A moment in Singapore time as ISO 8601 with its offset, e.g. 2026-12-01T10:00:00+08:00 (what the forms post). */
export function singaporeIso(moment: Date): string {
  return `${singaporeClock(moment).toISOString().slice(0, 19)}${SINGAPORE_UTC_OFFSET}`;
}

/** The Singapore calendar date (YYYY-MM-DD) of a moment. */
export function singaporeDate(moment: Date): string {
  return singaporeClock(moment).toISOString().slice(0, 10);
}

/** The moment a Singapore calendar date (YYYY-MM-DD) begins, plus `minutes`. */
export function singaporeMoment(date: string, minutes = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - OFFSET_MS + minutes * 60_000);
}

/** The Singapore date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a Singapore date: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

// Written without Intl: a page's first Intl formatter costs its main thread (docs/decisions/007), and Singapore's
// clock is a fixed offset.
const WEEKDAY_NAMES_FROM_SUNDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "Tuesday, 1 December 2026" for a moment, in Singapore (as Intl's en-SG long date with weekday writes it). */
export function viewingDayLabel(moment: Date): string {
  const local = singaporeClock(moment);
  return `${WEEKDAY_NAMES_FROM_SUNDAY[local.getUTCDay()]}, ${local.getUTCDate()} ${MONTH_NAMES[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

/** "10:00 am" for a moment, in Singapore (en-SG's 12-hour clock). */
export function viewingTimeLabel(moment: Date): string {
  const local = singaporeClock(moment);
  const hours = local.getUTCHours();
  return `${hours % 12 || 12}:${String(local.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** "Tuesday, 1 December 2026, 10:00 am - 10:30 am (Singapore time)". */
export function viewingSlotLabel(slot: { start: string; end: string }): string {
  const start = new Date(slot.start);
  return `${viewingDayLabel(start)}, ${viewingTimeLabel(start)} - ${viewingTimeLabel(new Date(slot.end))} (Singapore time)`;
}

/** "Tue 1 Dec" for a moment, in Singapore: a day chip's label. */
export function viewingShortDayLabel(moment: Date): string {
  const local = singaporeClock(moment);
  return `${WEEKDAY_NAMES_FROM_SUNDAY[local.getUTCDay()]?.slice(0, 3)} ${local.getUTCDate()} ${MONTH_NAMES[local.getUTCMonth()]?.slice(0, 3)}`;
}

/** Slots grouped by their Singapore day, in order: the day's date (YYYY-MM-DD), its labels and its slots. */
export type ViewingDay<Slot> = { date: string; label: string; shortLabel: string; slots: Slot[] };

/** The slots (in order) grouped by their Singapore day: the listing's booking form and the manage page offer them so. */
export function viewingSlotsByDay<Slot extends { start: string }>(slots: readonly Slot[]): Array<ViewingDay<Slot>> {
  const days = new Map<string, ViewingDay<Slot>>();
  for (const slot of slots) {
    const start = new Date(slot.start);
    const date = singaporeDate(start);
    const day = days.get(date) ?? { date, label: viewingDayLabel(start), shortLabel: viewingShortDayLabel(start), slots: [] };
    day.slots.push(slot);
    days.set(date, day);
  }
  return [...days.values()];
}
