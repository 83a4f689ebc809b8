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

/** Times are the viewer's own, like the schedule field they were typed into; made on first use (staff pages only). */
let dateTimeFormat: Intl.DateTimeFormat | null = null;

/** SPEC §9 media dates: en-US short month, day, year, hour and minute, e.g. 'Mar 5, 2026, 2:10 PM'. */
export const formatDateTime = (value: string | Date): string =>
  formatted(value, (date) => {
    dateTimeFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
    return dateTimeFormat.format(date);
  });
