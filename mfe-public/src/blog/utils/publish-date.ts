export interface PublishDateDisplay {
  text: string;
  /** A date still to come: shown with the 'Coming' prefix and highlighted (SPEC §4). */
  upcoming: boolean;
  /** Machine-readable date for <time>, absent when the value could not be read. */
  dateTime?: string;
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'Asia/Singapore',
});

/** ISO 8601 only: Date's own parser also 'reads' text such as 'Spring 2025'. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function parseIsoDate(value: string): Date | null {
  if (!ISO_DATE.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'March 5, 2026', 'Coming March 5, 2027' for a future date, or the value as given when it is no date. */
export function describePublishDate(value: string, now: Date = new Date()): PublishDateDisplay {
  const date = parseIsoDate(value);
  if (!date) return { text: value, upcoming: false };
  const formatted = LONG_DATE.format(date);
  const upcoming = date.getTime() > now.getTime();
  return { text: upcoming ? `Coming ${formatted}` : formatted, upcoming, dateTime: date.toISOString() };
}
