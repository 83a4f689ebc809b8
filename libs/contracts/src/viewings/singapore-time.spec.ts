import { addDays, isoWeekday, singaporeDate, singaporeIso, singaporeMoment, viewingDayLabel, viewingSlotLabel, viewingTimeLabel } from './singapore-time';

const INTL_DAY = new Intl.DateTimeFormat('en-SG', { timeZone: 'Asia/Singapore', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const INTL_TIME = new Intl.DateTimeFormat('en-SG', { timeZone: 'Asia/Singapore', hour: 'numeric', minute: '2-digit', hour12: true });

describe('Singapore time', () => {
  it('writes moments with +08:00 and reads Singapore dates and weekdays', () => {
    const moment = new Date('2026-11-30T23:30:00Z');
    expect(singaporeIso(moment)).toBe('2026-12-01T07:30:00+08:00');
    expect(singaporeDate(moment)).toBe('2026-12-01');
    expect(singaporeMoment('2026-12-01', 10 * 60).toISOString()).toBe('2026-12-01T02:00:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isoWeekday('2026-12-01')).toBe(2);
    expect(isoWeekday('2026-12-06')).toBe(7);
  });

  it("labels days and times as Intl's en-SG does, without Intl", () => {
    for (let hour = 0; hour < 24 * 9; hour += 7) {
      const moment = new Date(Date.UTC(2026, 11, 28, hour, (hour * 13) % 60));
      expect(viewingDayLabel(moment)).toBe(INTL_DAY.format(moment));
      expect(viewingTimeLabel(moment).replace(/\s/g, ' ')).toBe(INTL_TIME.format(moment).replace(/\s/g, ' '));
    }
    expect(viewingSlotLabel({ start: '2026-12-01T12:00:00+08:00', end: '2026-12-01T12:30:00+08:00' })).toBe(
      'Tuesday, 1 December 2026, 12:00 pm - 12:30 pm (Singapore time)',
    );
  });
});
