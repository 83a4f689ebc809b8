import { addDays } from '../viewings/singapore-time';

/** Days from one Singapore day (YYYY-MM-DD) to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The day `months` calendar months after a YYYY-MM-DD day, clamped to the month's end (31 Jan + 1 month: 28 or 29 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDate = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, lastDate));
  return first.toISOString().slice(0, 10);
}

/** The last day of a lease of `months` months from `start`: 1 Jan + 6 months ends on 30 Jun. */
export function leaseEndAfter(start: string, months: number): string {
  return addDays(addMonths(start, months), -1);
}

/** How long a lease runs, both days counted, in months: whole months, then the days left as a share of the next month. */
export function leaseMonths(start: string, end: string): number {
  const dayAfter = addDays(end, 1);
  let whole = 0;
  while (addMonths(start, whole + 1) <= dayAfter) whole += 1;
  const from = addMonths(start, whole);
  return whole + daysBetween(from, dayAfter) / daysBetween(from, addMonths(start, whole + 1));
}
