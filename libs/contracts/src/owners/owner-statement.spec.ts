import { daysBetween } from '../tenancies/lease-dates';
import { dueLeaseReminder, monthBounds, monthLabel, previousMonth, singaporeMonth } from './owner-statement';

describe('owner statement months', () => {
  it('take the Singapore month of an instant, and the month before it across a year', () => {
    expect(singaporeMonth(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12');
    expect(singaporeMonth(new Date('2026-11-30T15:59:59Z'))).toBe('2026-11');
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(previousMonth('2026-03')).toBe('2026-02');
  });

  it('bound a month by its days and by Singapore midnights', () => {
    expect(monthBounds('2028-02')).toEqual({
      firstDay: '2028-02-01',
      lastDay: '2028-02-29',
      days: 29,
      startsAt: new Date('2028-01-31T16:00:00Z'),
      endsAt: new Date('2028-02-29T16:00:00Z'),
    });
    expect(monthLabel('2026-11')).toBe('November 2026');
  });
});

describe('lease reminders', () => {
  it('are due at the nearest step not yet passed, and never after the lease ends or beyond 90 days', () => {
    expect([91, 90, 61, 60, 45, 31, 30, 1, 0, -1].map(dueLeaseReminder)).toEqual([null, 90, 90, 60, 60, 60, 30, 30, 30, null]);
    expect(daysBetween('2026-11-27', '2027-02-25')).toBe(90);
  });
});
