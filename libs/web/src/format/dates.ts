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

/** en-SG formatters on Singapore's calendar, made on first use (staff and portal pages only, never a public page). */
const singaporeFormats = new Map<string, Intl.DateTimeFormat>();
function singaporeFormat(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = singaporeFormats.get(name);
  if (!format) {
    format = new Intl.DateTimeFormat('en-SG', options);
    singaporeFormats.set(name, format);
  }
  return format;
}

/**
 * Every date and time staff, tenants and owners read: Singapore time, en-SG, e.g. '5 Mar 2026, 2:10 pm', whatever the
 * device's time zone (the company and its units are in Singapore; SPEC §9's en-US media date gave way to one format).
 */
export const formatDateTime = (value: string | Date): string =>
  formatted(value, (date) =>
    singaporeFormat('date-time', { timeZone: 'Asia/Singapore', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
      date,
    ),
  );

/** `formatDateTime` labelled for a reader abroad: '5 Mar 2026, 2:10 pm (Singapore time)'. */
export const formatSingaporeTime = (value: string | Date): string => `${formatDateTime(value)} (Singapore time)`;

const SINGAPORE_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An instant as the value of a datetime-local input that asks for Singapore time ('2026-03-05T10:00'); '' for none. */
export const singaporeInputValue = (iso: string | null): string =>
  iso ? new Date(new Date(iso).getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 16) : '';

/** A datetime-local value read as Singapore time, as an ISO instant with its offset; null when empty or malformed. */
export const fromSingaporeInput = (value: string): string | null => (SINGAPORE_INPUT.test(value) ? `${value}:00+08:00` : null);
/** A calendar day (YYYY-MM-DD, a Singapore day as the API sends it) is that day wherever the viewer is. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day as en-SG writes it, e.g. '5 Mar 2026': a calendar day (YYYY-MM-DD) as it is, an instant on Singapore's
 * calendar. A value that is no ISO date is shown as given.
 */
export const formatSingaporeDay = (value: string | Date): string =>
  typeof value === 'string' && CALENDAR_DAY.test(value)
    ? formatted(`${value}T00:00:00Z`, (date) => singaporeFormat('day-utc', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date))
    : formatted(value, (date) => singaporeFormat('day', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Singapore' }).format(date));

/** A month (YYYY-MM) as its short en-SG name, e.g. 'Mar'; with `withYear`, 'Mar 2026'. */
export function formatShortMonth(month: string, withYear = false): string {
  const date = parseIsoDate(`${month}-01T00:00:00Z`);
  if (!date) return month;
  return singaporeFormat(withYear ? 'month-year' : 'month', { month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(date);
}
