import { DEFAULT_VIEWING_AVAILABILITY } from '@app/contracts';
import { freeSlots, offeredSlots, type SlotRules, slotView } from './viewing-slots';

const rules: SlotRules = {
  ...DEFAULT_VIEWING_AVAILABILITY,
  windows: [{ weekday: 2, start: '10:00', end: '11:45' }],
  blackoutDates: [],
  slotMinutes: 30,
  bufferMinutes: 15,
  minimumNoticeHours: 0,
};
/** Monday 30 November 2026, 09:00 in Singapore (01:00 UTC). */
const mondayMorning = new Date('2026-11-30T01:00:00Z');

const starts = (slots: ReturnType<typeof offeredSlots>) => slots.map((slot) => slotView(slot).start);

describe('offeredSlots', () => {
  it('fills each weekly window back to back with the buffer between, in Singapore time, each slot ending inside it', () => {
    expect(starts(offeredSlots(rules, mondayMorning, 2))).toEqual(['2026-12-01T10:00:00+08:00', '2026-12-01T10:45:00+08:00']);
    expect(slotView(offeredSlots(rules, mondayMorning, 2)[0]!)).toEqual({ start: '2026-12-01T10:00:00+08:00', end: '2026-12-01T10:30:00+08:00' });
  });

  it('takes the weekday and date in Singapore, not UTC: 23:30 UTC on Monday is Tuesday morning there', () => {
    const slots = offeredSlots(rules, new Date('2026-11-30T23:30:00Z'), 1);
    expect(starts(slots)).toEqual(['2026-12-01T10:00:00+08:00', '2026-12-01T10:45:00+08:00']);
    expect(slots[0]!.start.toISOString()).toBe('2026-12-01T02:00:00.000Z');
  });

  it('offers nothing on a blackout date, and repeats weekly over the span', () => {
    expect(starts(offeredSlots({ ...rules, blackoutDates: ['2026-12-01'] }, mondayMorning, 14))).toEqual([
      '2026-12-08T10:00:00+08:00',
      '2026-12-08T10:45:00+08:00',
    ]);
  });

  it('offers no slot starting sooner than the minimum notice', () => {
    const tuesday1020 = new Date('2026-12-01T02:20:00Z');
    expect(starts(offeredSlots(rules, tuesday1020, 1))).toEqual(['2026-12-01T10:45:00+08:00']);
    expect(starts(offeredSlots({ ...rules, minimumNoticeHours: 25 }, new Date('2026-11-30T01:30:00Z'), 2))).toEqual(['2026-12-01T10:45:00+08:00']);
  });

  it('lists overlapping windows once per start, in order', () => {
    const overlapping = {
      ...rules,
      bufferMinutes: 0,
      windows: [
        { weekday: 2 as const, start: '10:30', end: '11:30' },
        { weekday: 2 as const, start: '10:00', end: '11:00' },
      ],
    };
    expect(starts(offeredSlots(overlapping, mondayMorning, 2))).toEqual([
      '2026-12-01T10:00:00+08:00',
      '2026-12-01T10:30:00+08:00',
      '2026-12-01T11:00:00+08:00',
    ]);
  });
});

describe('freeSlots', () => {
  const first = Date.parse('2026-12-01T02:00:00Z');

  it('drops a slot once its parties are booked', () => {
    expect(starts(freeSlots(rules, mondayMorning, 2, new Map([[first, 1]])))).toEqual(['2026-12-01T10:45:00+08:00']);
    expect(starts(freeSlots({ ...rules, partiesPerSlot: 2 }, mondayMorning, 2, new Map([[first, 1]])))).toHaveLength(2);
  });
});
