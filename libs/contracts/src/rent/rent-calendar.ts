import { monthBounds } from '../owners/owner-statement';
import { daysBetween } from '../tenancies/lease-dates';

/** Reminder steps of an unpaid charge, in days from its due day: 3 days before, on it, then 1, 7 and 14 days after. */
export const RENT_REMINDER_STEPS = [-3, 0, 1, 7, 14] as const;
export type RentReminderStep = (typeof RENT_REMINDER_STEPS)[number];

/**
 * A rent charge is posted this many days before its due day (the first reminder's), so the tenant sees it, with its
 * QR code, before it falls due.
 */
export const CHARGE_NOTICE_DAYS = -RENT_REMINDER_STEPS[0];

/** The prefix of every charge's reference. */
export const CHARGE_REFERENCE_PREFIX = 'HL';

/** A tenancy's short code: its number in base 36, upper case, 5 characters (60 million tenancies). */
export function tenancyRentCode(sequence: number): string {
  return sequence.toString(36).toUpperCase().padStart(5, '0');
}

/** The reference of a tenancy's rent for a month: `HL` + code + YYYYMM (HL00A3F202611). */
export function rentChargeReference(tenancyCode: string, month: string): string {
  return `${CHARGE_REFERENCE_PREFIX}${tenancyCode}${month.replace('-', '')}`;
}

/** The reference of the late interest on a month's rent: the rent's reference and `L`. */
export function lateInterestReference(tenancyCode: string, month: string): string {
  return `${rentChargeReference(tenancyCode, month)}L`;
}

/** The reference of a one-off charge: `HL` + code + `X` + its number in base 36 (HL00A3FX1Z). */
export function oneOffChargeReference(tenancyCode: string, sequence: number): string {
  return `${CHARGE_REFERENCE_PREFIX}${tenancyCode}X${sequence.toString(36).toUpperCase()}`;
}

/** The day of month rent falls due: the tenancy's own setting, else the lease start's day of month. */
export function rentDueDay(tenancy: { leaseStart: string; dueDay: number | null }): number {
  return tenancy.dueDay ?? Number(tenancy.leaseStart.slice(8, 10));
}

/** The Singapore day (YYYY-MM-DD) rent of a month falls due: the due day, clamped to the month's end (31 → 30 Nov). */
export function rentDueDate(month: string, dueDay: number): string {
  const day = Math.min(dueDay, monthBounds(month).days);
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** The month (YYYY-MM) after a month. */
export function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 7);
}

/** The months from one to another, both included, oldest first. */
export function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) months.push(month);
  return months;
}

/**
 * A lease's rent for one month: the monthly rent pro rata to the days of the month the lease covers, rounded to the
 * cent (the owner statement's rule, and the charge sweep's). `lastDay` is the lease's last day (its end, or the day it
 * was ended early).
 */
export function proRataRent(lease: { leaseStart: string; lastDay: string; monthlyRentCents: number }, month: string): { days: number; cents: number } {
  const bounds = monthBounds(month);
  const from = lease.leaseStart > bounds.firstDay ? lease.leaseStart : bounds.firstDay;
  const to = lease.lastDay < bounds.lastDay ? lease.lastDay : bounds.lastDay;
  const days = to < from ? 0 : daysBetween(from, to) + 1;
  return { days, cents: Math.round((lease.monthlyRentCents * days) / bounds.days) };
}

/** "S$1,234.50" from cents. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  const dollars = new Intl.NumberFormat('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(cents) / 100);
  return `${sign}S$${dollars}`;
}

/** A lease as the charge sweep reads it: its days, rent, due day, and last day (its end, or the day it was ended early). */
export type ChargedLease = { leaseStart: string; lastDay: string; monthlyRentCents: number; dueDay: number | null };

/**
 * A lease's rent charge for a month, or null when the lease covers none of it: the pro rata rent, due on the due day
 * clamped to the month's end, and never before the lease starts nor after its last day (a first or last month).
 */
export function rentChargeFor(lease: ChargedLease, month: string): { dueOn: string; cents: number } | null {
  const { cents } = proRataRent(lease, month);
  if (cents <= 0) return null;
  const dueOn = rentDueDate(month, rentDueDay(lease));
  if (dueOn < lease.leaseStart) return { dueOn: lease.leaseStart, cents };
  return { dueOn: dueOn > lease.lastDay ? lease.lastDay : dueOn, cents };
}

/**
 * The reminder step due for a charge `daysFromDue` days after its due day (negative: before it): the latest step
 * reached, or null before the first. A step missed while no worker ran is not sent late once a later one is due.
 */
export function dueRentReminderStep(daysFromDue: number): RentReminderStep | null {
  return [...RENT_REMINDER_STEPS].reverse().find((step) => daysFromDue >= step) ?? null;
}
