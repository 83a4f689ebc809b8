import { businessTimeBetween, replyClock, replyDueAt } from './reply-clock';

/** A Singapore wall-clock time (UTC+8) as an instant. */
const sg = (local: string) => new Date(`${local}+08:00`);
const HOUR = 3_600_000;

// 2026-11-24 is a Tuesday. Open: Tue–Sat 10:00–20:00 (10 h), Sun 10:00–17:00 (7 h), Mon closed.
describe('reply clock (24 business hours, Singapore time)', () => {
  it('counts a Tuesday morning enquiry through Tuesday, Wednesday and part of Thursday', () => {
    expect(replyDueAt(sg('2026-11-24T10:00:00'))).toEqual(sg('2026-11-26T14:00:00'));
  });

  it('starts the clock at opening time for an enquiry sent at night', () => {
    expect(replyDueAt(sg('2026-11-24T23:30:00'))).toEqual(sg('2026-11-27T14:00:00'));
    expect(replyDueAt(sg('2026-11-25T06:00:00'))).toEqual(sg('2026-11-27T14:00:00'));
  });

  it('runs over the week-end: Saturday evening, Sunday short hours, Monday closed', () => {
    // Saturday 18:00: 2 h Saturday + 7 h Sunday + 0 Monday + 10 h Tuesday = 19 h, then 5 h on Wednesday.
    expect(replyDueAt(sg('2026-11-28T18:00:00'))).toEqual(sg('2026-12-02T15:00:00'));
  });

  it('starts a Monday enquiry on Tuesday at opening time', () => {
    expect(replyDueAt(sg('2026-11-30T12:00:00'))).toEqual(sg('2026-12-03T14:00:00'));
  });

  it('counts business time only, across days and closed hours', () => {
    expect(businessTimeBetween(sg('2026-11-24T19:00:00'), sg('2026-11-25T11:00:00'))).toBe(2 * HOUR);
    expect(businessTimeBetween(sg('2026-11-29T16:00:00'), sg('2026-12-01T10:30:00'))).toBe(1.5 * HOUR);
    expect(businessTimeBetween(sg('2026-11-30T09:00:00'), sg('2026-11-30T22:00:00'))).toBe(0);
  });

  it('shows the time left, and marks the enquiry overdue once the promise has run out', () => {
    const received = sg('2026-11-28T18:00:00');
    expect(replyClock(received, sg('2026-11-30T12:00:00'))).toEqual({ dueAt: sg('2026-12-02T15:00:00'), businessTimeLeftMs: 15 * HOUR, overdue: false });
    expect(replyClock(received, sg('2026-12-02T15:00:00')).overdue).toBe(true);
    expect(replyClock(received, sg('2026-12-05T12:00:00'))).toMatchObject({ businessTimeLeftMs: 0, overdue: true });
  });
});
