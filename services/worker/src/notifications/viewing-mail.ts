import { PROPERTY_LISTING_PAGE, pagePath } from '@app/content';
import { bookingCalendarViewing, escapeHtml, type MailMessage, singleLine, type ViewingBookingEntity, type ViewingMailKind, viewingCalendar } from '@app/core';
import { viewingTime } from './viewing-staff-mail';

/** What the mail says first, and its subject (before the listing's title). */
type Wording = { opening: (when: string) => string; subject: string };

const WORDING: Record<ViewingMailKind, Wording> = {
  viewing_confirmation: { opening: (when) => `Your viewing is booked for ${when}.`, subject: 'Your viewing is booked' },
  viewing_reminder_24h: { opening: (when) => `A reminder: your viewing is tomorrow, ${when}.`, subject: 'Your viewing is tomorrow' },
  viewing_reminder_2h: { opening: (when) => `A reminder: your viewing starts in two hours, ${when}.`, subject: 'Your viewing starts in two hours' },
  viewing_cancellation: { opening: (when) => `Your viewing of ${when} is cancelled, as you asked.`, subject: 'Your viewing is cancelled' },
};

/** The confirmation of a booking the visitor moved says so: from when to when. */
function wordingOf(kind: ViewingMailKind, booking: ViewingBookingEntity): Wording {
  const from = booking.rescheduledFrom;
  if (kind !== 'viewing_confirmation' || !from) return WORDING[kind];
  return { opening: (when) => `Your viewing has moved from ${viewingTime(from)} to ${when}.`, subject: 'Your viewing has moved' };
}

/**
 * A booking's confirmation, reminder or cancellation to the visitor: when and where, the agent to call, and the
 * signed link to cancel or reschedule (a cancellation: the listing, to book again). The confirmation carries the
 * viewing as an .ics file in Singapore time.
 */
export function composeViewingMail(kind: ViewingMailKind, booking: ViewingBookingEntity, to: string, now: Date): MailMessage {
  const property = booking.property;
  const when = viewingTime(booking);
  const wording = wordingOf(kind, booking);
  const cancelled = kind === 'viewing_cancellation';
  const listingUrl = new URL(pagePath(PROPERTY_LISTING_PAGE, { slug: property.slug }), booking.manageUrl).toString();
  const where = `${property.addressLine}, ${property.district}`;
  const agent = property.agent ? `${property.agent.fullName ?? property.agent.username}${property.agent.phone ? `, ${property.agent.phone}` : ''}` : null;
  const details: Array<[string, string]> = [
    ['Property', `${property.title} (${property.reference})`],
    ['When', when],
    ['Where', where],
    ...(agent ? ([['Your agent', agent]] as Array<[string, string]>) : []),
  ];
  const opening = wording.opening(when);
  const manage = 'To cancel or choose another time, use this link';
  const text = [
    `Dear ${booking.name},`,
    '',
    opening,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    `Listing: ${listingUrl}`,
    '',
    cancelled ? `To book another time, open the listing: ${listingUrl}` : `${manage}: ${booking.manageUrl}`,
    '',
    'No fee is required to book a viewing.',
  ].join('\n');
  const html = [
    '<!doctype html><html><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    `<p>Dear ${escapeHtml(booking.name)},</p>`,
    `<p>${escapeHtml(opening)}</p>`,
    `<table>${details.map(([label, value]) => `<tr><th align="left" style="padding-right:12px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    `<p><a href="${escapeHtml(listingUrl)}">See the listing</a></p>`,
    cancelled
      ? `<p>To book another time, <a href="${escapeHtml(listingUrl)}">open the listing</a>.</p>`
      : `<p>${escapeHtml(manage)}: <a href="${escapeHtml(booking.manageUrl)}">cancel or reschedule</a>.</p>`,
    '<p>No fee is required to book a viewing.</p>',
    '</body></html>',
  ].join('\n');
  const message: MailMessage = { to, subject: singleLine(`${wording.subject}: ${property.title}`), text, html };
  if (kind !== 'viewing_confirmation') return message;
  const calendar = viewingCalendar(bookingCalendarViewing(booking, text), now);
  return { ...message, attachments: [{ filename: 'viewing.ics', content: calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] };
}
