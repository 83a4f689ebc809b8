import { formatLongDate, parseIsoDate } from '@app/web';

export interface PublishDateDisplay {
  text: string;
  /** A date still to come: shown with the 'Coming' prefix and highlighted (SPEC §4). */
  upcoming: boolean;
  /** Machine-readable date for <time>, absent when the value could not be read. */
  dateTime?: string;
}

/** 'March 5, 2026', 'Coming March 5, 2027' for a future date, or the value as given when it is no date. */
export function describePublishDate(value: string, now: Date = new Date()): PublishDateDisplay {
  const date = parseIsoDate(value);
  if (!date) return { text: value, upcoming: false };
  const formatted = formatLongDate(date);
  const upcoming = date.getTime() > now.getTime();
  return { text: upcoming ? `Coming ${formatted}` : formatted, upcoming, dateTime: date.toISOString() };
}
