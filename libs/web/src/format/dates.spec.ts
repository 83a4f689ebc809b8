import {
  formatDateTime,
  formatLongDate,
  formatShortMonth,
  formatSingaporeDay,
  formatSingaporeTime,
  fromSingaporeInput,
  parseIsoDate,
  singaporeInputValue,
} from './dates';

describe('dates', () => {
  it('writes blog dates as long month, day and year on the Singapore calendar', () => {
    expect(formatLongDate('2026-03-05T02:00:00.000Z')).toBe('March 5, 2026');
    expect(formatLongDate('2025-12-31T17:00:00.000Z')).toBe('January 1, 2026');
    expect(formatLongDate(new Date('2026-07-01T00:00:00.000Z'))).toBe('July 1, 2026');
  });

  it('dates every instant as Intl does on the Asia/Singapore calendar (checked across days, months and years)', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'Asia/Singapore' });
    const start = Date.UTC(1990, 0, 1);
    const step = 7 * 60 * 60 * 1000 + 13 * 60 * 1000;
    for (let time = start; time < Date.UTC(2040, 0, 1); time += step * 97) {
      const date = new Date(time);
      expect(formatLongDate(date)).toBe(intl.format(date));
    }
    for (const iso of [
      '2026-02-28T15:59:59.999Z',
      '2026-02-28T16:00:00.000Z',
      '2028-02-28T16:00:00.000Z',
      '2026-12-31T15:59:59.999Z',
      '2026-12-31T16:00:00.000Z',
    ]) {
      expect(formatLongDate(iso)).toBe(intl.format(new Date(iso)));
    }
  });

  it('writes a date and time in Singapore time, en-SG, whatever the device’s time zone, labelled when asked', () => {
    expect(formatDateTime('2026-03-05T12:34:00.000Z')).toBe('5 Mar 2026, 8:34 pm');
    expect(formatDateTime('2026-03-05T16:10:00.000Z')).toBe('6 Mar 2026, 12:10 am');
    expect(formatSingaporeTime('2026-03-05T02:00:00.000Z')).toBe('5 Mar 2026, 10:00 am (Singapore time)');
  });

  it('reads and fills datetime-local inputs in Singapore time', () => {
    expect(singaporeInputValue('2026-03-05T02:00:00.000Z')).toBe('2026-03-05T10:00');
    expect(singaporeInputValue(null)).toBe('');
    expect(fromSingaporeInput('2026-03-05T10:00')).toBe('2026-03-05T10:00:00+08:00');
    expect(fromSingaporeInput('')).toBeNull();
  });

  it('writes a calendar day en-SG, the same day in every time zone', () => {
    expect(formatSingaporeDay('2026-01-01')).toBe('1 Jan 2026');
    expect(formatSingaporeDay('2027-12-31')).toBe('31 Dec 2027');
    expect(formatSingaporeDay('soon')).toBe('soon');
  });

  it('shows a value that is no ISO date as given', () => {
    expect(parseIsoDate('Spring 2025')).toBeNull();
    expect(formatLongDate('Spring 2025')).toBe('Spring 2025');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('Singapore dates in en-SG', () => {
  it('writes a calendar day as it is, and an instant on the Singapore calendar', () => {
    expect(formatSingaporeDay('2026-03-05')).toBe('5 Mar 2026');
    expect(formatSingaporeDay('2026-02-28T16:30:00.000Z')).toBe('1 Mar 2026');
    expect(formatSingaporeDay('not a day')).toBe('not a day');
  });

  it('writes an instant in Singapore time whatever the viewer’s zone', () => {
    expect(formatDateTime('2026-03-05T06:10:00.000Z')).toMatch(/^5 Mar 2026, 2:10\s?pm$/i);
  });

  it('names a month shortly, with its year when asked', () => {
    expect(formatShortMonth('2026-11')).toBe('Nov');
    expect(formatShortMonth('2027-01', true)).toBe('Jan 2027');
  });
});
