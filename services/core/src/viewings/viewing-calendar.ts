import { SINGAPORE_TIME_ZONE, SINGAPORE_UTC_OFFSET_MINUTES } from '@app/contracts';
import type { ViewingBookingEntity } from './viewing-booking.entity';

/** What a viewing's calendar entry says. */
export type CalendarViewing = { uid: string; start: Date; end: Date; summary: string; location: string; description: string; url: string };

const LINE_OCTETS = 75;

/**
 * A viewing as an iCalendar file (RFC 5545) to attach to its confirmation: its times in Asia/Singapore, which the
 * file defines (VTIMEZONE: +08:00 all year, no daylight saving), so calendars show the right hour wherever they are.
 */
export function viewingCalendar(viewing: CalendarViewing, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Harbourline//Viewings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${SINGAPORE_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19820101T000000',
    'TZOFFSETFROM:+0800',
    'TZOFFSETTO:+0800',
    'TZNAME:SGT',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${viewing.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${SINGAPORE_TIME_ZONE}:${singaporeStamp(viewing.start)}`,
    `DTEND;TZID=${SINGAPORE_TIME_ZONE}:${singaporeStamp(viewing.end)}`,
    `SUMMARY:${escapeText(viewing.summary)}`,
    `LOCATION:${escapeText(viewing.location)}`,
    `DESCRIPTION:${escapeText(viewing.description)}`,
    `URL:${viewing.url}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** 20261201T100000: the wall-clock time in Singapore. */
function singaporeStamp(moment: Date): string {
  return compact(new Date(moment.getTime() + SINGAPORE_UTC_OFFSET_MINUTES * 60_000).toISOString());
}

function utcStamp(moment: Date): string {
  return `${compact(moment.toISOString())}Z`;
}

function compact(iso: string): string {
  return iso.slice(0, 19).replace(/[-:]/g, '');
}

function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1), never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const character of line) {
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (Buffer.byteLength(current + character) > limit) {
      parts.push(current);
      current = '';
    }
    current += character;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A booking's calendar entry: its listing, address and times, and the link to cancel or reschedule it. */
export function bookingCalendarViewing(booking: ViewingBookingEntity, description: string): CalendarViewing {
  const property = booking.property;
  return {
    uid: `${booking.id}@harbourline-viewings`,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: `Viewing: ${property.title} (${property.reference})`,
    location: `${property.addressLine}, ${property.district}`,
    description,
    url: booking.manageUrl,
  };
}

/** The same entry as a Google Calendar "add event" link (times in UTC, shown in the reader's calendar's zone). */
export function googleCalendarLink(viewing: CalendarViewing): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: viewing.summary,
    dates: `${utcStamp(viewing.start)}/${utcStamp(viewing.end)}`,
    location: viewing.location,
    details: `${viewing.description}\n${viewing.url}`,
    ctz: SINGAPORE_TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
