/** Singapore has kept UTC+8 all year since 1982: its calendar date is the UTC date eight hours later. */
const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** ISO 8601 only: Date's own parser also 'reads' text such as 'Spring 2025'. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export function parseIsoDate(value: string): Date | null {
  if (!ISO_DATE.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `write(date)` for an ISO date or a Date; a value that is no ISO date is shown as given. */
function formatted(value: string | Date, write: (date: Date) => string): string {
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
  return date ? write(date) : String(value);
}

/**
 * SPEC §9 blog dates, e.g. 'March 5, 2026', on Singapore's calendar: a post published at 1 a.m. in Singapore is
 * dated that day for every reader. Written without Intl, as every public page shows dates: the first Intl formatter
 * of a page costs 30–90 ms of a phone's main thread (its locale data), which hydration would pay.
 */
export const formatLongDate = (value: string | Date): string =>
  formatted(value, (date) => {
    const singapore = new Date(date.getTime() + SINGAPORE_OFFSET_MS);
    return `${MONTHS[singapore.getUTCMonth()]} ${singapore.getUTCDate()}, ${singapore.getUTCFullYear()}`;
  });

/** Made on first use (staff and portal pages only), as Intl's locale data costs a phone's main thread. */
let dateTimeFormat: Intl.DateTimeFormat | null = null;

/**
 * Every date and time staff, tenants and owners read: Singapore time, en-SG, e.g. '5 Mar 2026, 2:10 pm', whatever the
 * device's time zone (the company and its units are in Singapore; SPEC §9's en-US media date gave way to one format).
 */
export const formatDateTime = (value: string | Date): string =>
  formatted(value, (date) => {
    dateTimeFormat ??= new Intl.DateTimeFormat('en-SG', {
      timeZone: 'Asia/Singapore',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    return dateTimeFormat.format(date);
  });

/** `formatDateTime` labelled for a reader abroad: '5 Mar 2026, 2:10 pm (Singapore time)'. */
export const formatSingaporeTime = (value: string | Date): string => `${formatDateTime(value)} (Singapore time)`;

const SINGAPORE_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An instant as the value of a datetime-local input that asks for Singapore time ('2026-03-05T10:00'); '' for none. */
export const singaporeInputValue = (iso: string | null): string =>
  iso ? new Date(new Date(iso).getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 16) : '';

/** A datetime-local value read as Singapore time, as an ISO instant with its offset; null when empty or malformed. */
export const fromSingaporeInput = (value: string): string | null => (SINGAPORE_INPUT.test(value) ? `${value}:00+08:00` : null);

let dayFormat: Intl.DateTimeFormat | null = null;

/** A calendar day (a lease's first or last, 'YYYY-MM-DD') as en-SG writes it, '1 Jan 2026'; anything else as given. */
export const formatDay = (day: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(day)
    ? (dayFormat ??= new Intl.DateTimeFormat('en-SG', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' })).format(
        new Date(`${day}T00:00:00Z`),
      )
    : day;
