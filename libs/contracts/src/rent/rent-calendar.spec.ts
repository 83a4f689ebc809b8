import {
  dueRentReminderStep,
  lateInterestReference,
  monthsFrom,
  oneOffChargeReference,
  proRataRent,
  rentChargeFor,
  rentChargeReference,
  rentDueDate,
  rentDueDay,
  tenancyRentCode,
} from './rent-calendar';
import { PAYNOW_REFERENCE_MAX_LENGTH } from './paynow-qr';

describe('rent calendar', () => {
  it('falls due on the lease start day of month, or the set day, clamped to the month end', () => {
    expect(rentDueDay({ leaseStart: '2026-01-31', dueDay: null })).toBe(31);
    expect(rentDueDay({ leaseStart: '2026-01-31', dueDay: 5 })).toBe(5);
    expect(rentDueDate('2026-11', 31)).toBe('2026-11-30');
    expect(rentDueDate('2028-02', 31)).toBe('2028-02-29');
    expect(rentDueDate('2026-12', 31)).toBe('2026-12-31');
    expect(rentDueDate('2026-12', 7)).toBe('2026-12-07');
  });

  it('charges the first and last months pro rata to the days the lease covers', () => {
    const lease = { leaseStart: '2026-11-16', lastDay: '2027-11-15', monthlyRentCents: 300_000 };
    expect(proRataRent(lease, '2026-11')).toEqual({ days: 15, cents: 150_000 });
    expect(proRataRent(lease, '2026-12')).toEqual({ days: 31, cents: 300_000 });
    expect(proRataRent(lease, '2027-11')).toEqual({ days: 15, cents: 150_000 });
    expect(proRataRent(lease, '2027-12')).toEqual({ days: 0, cents: 0 });
    expect(proRataRent({ ...lease, monthlyRentCents: 100_000 }, '2027-01')).toEqual({ days: 31, cents: 100_000 });
  });

  it('writes short, distinct references within 25 characters', () => {
    const code = tenancyRentCode(36 ** 5 - 1);
    expect(tenancyRentCode(1234)).toBe('000YA');
    expect(rentChargeReference('000YA', '2026-11')).toBe('HL000YA202611');
    expect(lateInterestReference('000YA', '2026-11')).toBe('HL000YA202611L');
    expect(oneOffChargeReference('000YA', 71)).toBe('HL000YAX1Z');
    expect(oneOffChargeReference(code, Number.MAX_SAFE_INTEGER).length).toBeLessThanOrEqual(PAYNOW_REFERENCE_MAX_LENGTH);
  });

  it('charges a month on its due day, within the lease', () => {
    const lease = { leaseStart: '2026-11-16', lastDay: '2027-02-10', monthlyRentCents: 300_000, dueDay: 1 };
    expect(rentChargeFor(lease, '2026-11')).toEqual({ dueOn: '2026-11-16', cents: 150_000 });
    expect(rentChargeFor(lease, '2026-12')).toEqual({ dueOn: '2026-12-01', cents: 300_000 });
    expect(rentChargeFor({ ...lease, dueDay: 20 }, '2027-02')).toEqual({ dueOn: '2027-02-10', cents: 107_143 });
    expect(rentChargeFor(lease, '2027-03')).toBeNull();
    expect(rentChargeFor(lease, '2026-10')).toBeNull();
  });

  it('reminds at the latest step reached: 3 days before, on the day, then 1, 7 and 14 days after', () => {
    expect([-4, -3, -1, 0, 1, 6, 7, 13, 14, 20].map(dueRentReminderStep)).toEqual([null, -3, -3, 0, 1, 1, 7, 7, 14, 14]);
  });

  it('lists the months between two, both included', () => {
    expect(monthsFrom('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});
