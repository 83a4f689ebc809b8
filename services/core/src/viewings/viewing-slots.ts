import { addDays, isoWeekday, singaporeDate, singaporeIso, singaporeMoment, type ViewingAvailabilityInput, type ViewingSlot } from '@app/contracts';

/** What slots are made from: a listing's availability without its on/off switch. */
export type SlotRules = Omit<ViewingAvailabilityInput, 'enabled'>;

/** A slot as the server handles it. */
export type SlotSpan = { start: Date; end: Date };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The slots the rules offer on the Singapore dates from `now`'s over `days` days: in each weekly window of the date's
 * weekday, back to back with the buffer between them, each ending within its window; none on a blackout date, none
 * starting sooner than the minimum notice after `now`. In start order, each start once (windows may overlap).
 */
export function offeredSlots(rules: SlotRules, now: Date, days: number): SlotSpan[] {
  const earliest = now.getTime() + rules.minimumNoticeHours * 60 * 60_000;
  const today = singaporeDate(now);
  const starts = new Map<number, SlotSpan>();
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(today, offset);
    if (rules.blackoutDates.includes(date)) continue;
    for (const window of rules.windows.filter((candidate) => candidate.weekday === isoWeekday(date))) {
      const close = minutesOf(window.end);
      for (let minute = minutesOf(window.start); minute + rules.slotMinutes <= close; minute += rules.slotMinutes + rules.bufferMinutes) {
        const start = singaporeMoment(date, minute);
        if (start.getTime() >= earliest) starts.set(start.getTime(), { start, end: singaporeMoment(date, minute + rules.slotMinutes) });
      }
    }
  }
  return [...starts.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The offered slots that still have a seat: `booked` counts the parties booked per slot start (epoch ms). */
export function freeSlots(rules: SlotRules, now: Date, days: number, booked: ReadonlyMap<number, number>): SlotSpan[] {
  return offeredSlots(rules, now, days).filter((slot) => (booked.get(slot.start.getTime()) ?? 0) < rules.partiesPerSlot);
}

export function slotView(slot: SlotSpan): ViewingSlot {
  return { start: singaporeIso(slot.start), end: singaporeIso(slot.end) };
}
