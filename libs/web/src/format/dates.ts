/** Calendar dates are the company's: a post published at 1 a.m. in Singapore is dated that day for every reader. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'Asia/Singapore' });

/** Times are the viewer's own, like the schedule field they were typed into. */
const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** ISO 8601 only: Date's own parser also 'reads' text such as 'Spring 2025'. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export function parseIsoDate(value: string): Date | null {
  if (!ISO_DATE.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(formatter: Intl.DateTimeFormat, value: string | Date): string {
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
  return date ? formatter.format(date) : String(value);
}

/** SPEC §9 blog dates, e.g. 'March 5, 2026'; a value that is no ISO date is shown as given. */
export const formatLongDate = (value: string | Date): string => format(LONG_DATE, value);

/** SPEC §9 media dates: en-US short month, day, year, hour and minute, e.g. 'Mar 5, 2026, 2:10 PM'. */
export const formatDateTime = (value: string | Date): string => format(DATE_TIME, value);
