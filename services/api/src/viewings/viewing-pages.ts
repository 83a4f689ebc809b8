import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import {
  singaporeIso,
  VIEWING_BOOKING_SECTION_ID,
  VIEWING_CHOSEN_SLOT_PARAM,
  VIEWING_MESSAGES,
  VIEWING_PAGES_ENDPOINTS,
  type ViewingSlot,
  viewingSlotLabel,
  viewingSlotsByDay,
  viewingTimeLabel,
} from '@app/contracts';
import { PROPERTY_LISTING_PAGE, pagePath } from '@app/content';
import { bookingCalendarViewing, escapeHtml, googleCalendarLink, type ViewingBookingEntity } from '@app/core';
import type { ServerPage } from '../form-posts/server-page-answer';
import { ServerPages } from '../form-posts/server-pages';

/** The listing page's booking form (with `slot` chosen in advance). */
const listingLink = (slug: string, slot?: ViewingSlot) =>
  `${pagePath(PROPERTY_LISTING_PAGE, { slug })}${slot ? `?${VIEWING_CHOSEN_SLOT_PARAM}=${encodeURIComponent(slot.start)}` : ''}#${VIEWING_BOOKING_SECTION_ID}`;

const whenOf = (booking: ViewingBookingEntity) => viewingSlotLabel({ start: singaporeIso(booking.startsAt), end: singaporeIso(booking.endsAt) });

function bookingSummary(booking: ViewingBookingEntity): string {
  const when = whenOf(booking);
  const property = booking.property;
  return (
    `<dl><dt>Property</dt><dd><a href="${escapeHtml(pagePath(PROPERTY_LISTING_PAGE, { slug: property.slug }))}">${escapeHtml(property.title)}</a> (${escapeHtml(property.reference)})</dd>` +
    `<dt>When</dt><dd>${escapeHtml(when)}</dd><dt>Where</dt><dd>${escapeHtml(`${property.addressLine}, ${property.district}`)}</dd>` +
    `<dt>Name</dt><dd>${escapeHtml(booking.name)}</dd></dl>`
  );
}

/**
 * The free slots grouped by day: a chip per day (a link to it) and the day's times as buttons, each a radio input of
 * the form (none chosen), or a line saying there is none.
 */
function slotChoices(slots: readonly ViewingSlot[]): string {
  if (slots.length === 0) return '<p>There are no free slots in the next two weeks.</p>';
  const days = viewingSlotsByDay(slots);
  const chips = days.map((day) => `<li><a href="#day-${day.date}" aria-label="${escapeHtml(day.label)}">${escapeHtml(day.shortLabel)}</a></li>`);
  const times = days.map(
    (day) =>
      `<fieldset class="day" id="day-${day.date}"><legend>${escapeHtml(day.label)}</legend>` +
      day.slots
        .map(
          (slot) =>
            `<label class="time"><input type="radio" name="slot" value="${escapeHtml(slot.start)}" required><span>${escapeHtml(viewingTimeLabel(new Date(slot.start)))}</span></label>`,
        )
        .join('') +
      `</fieldset>`,
  );
  return `<fieldset><legend>Choose a new day and time (Singapore time)</legend><ul class="chips" aria-label="Days with free slots">${chips.join('')}</ul>${times.join('')}</fieldset>`;
}

/** "Add to calendar": the booking's .ics file, and a Google Calendar link. */
function addToCalendar(booking: ViewingBookingEntity, calendarPath: string): string {
  const google = googleCalendarLink(bookingCalendarViewing(booking, `Viewing booked with Harbourline. No fee is required to book a viewing.`));
  return (
    `<section aria-labelledby="add-to-calendar"><h2 id="add-to-calendar">Add to calendar</h2><p class="actions">` +
    `<a class="button secondary" href="${escapeHtml(calendarPath)}" download="viewing.ics">Download the calendar file (.ics)</a>` +
    `<a class="button secondary" href="${escapeHtml(google)}" target="_blank" rel="noopener noreferrer">Google Calendar</a></p></section>`
  );
}

/** The pages of a booking that the API answers itself (ServerPages): its confirmation, its link's page, and the 409s. */
@Injectable()
export class ViewingPages {
  constructor(private readonly pages: ServerPages) {}

  /** After a booking: what was booked, that an e-mail with the calendar file is on its way, Add to calendar, and the manage link. */
  sendBookedPage(response: Response, booking: ViewingBookingEntity, links: { managePath: string; calendarPath: string }): void {
    response.setHeader('Cache-Control', 'no-store');
    this.pages.send(
      response,
      200,
      'Your viewing is booked',
      `${bookingSummary(booking)}<p>We have sent a confirmation to ${escapeHtml(booking.email)} with a calendar file. No fee is required to book a viewing.</p>` +
        `${addToCalendar(booking, links.calendarPath)}<p><a href="${escapeHtml(links.managePath)}">Cancel or reschedule this viewing</a></p>`,
    );
  }

  /** 409: the slot was taken meanwhile; the next free slots, each a link back to the form with it chosen. */
  slotTakenPage(slug: string, message: string, nextSlots: readonly ViewingSlot[]): ServerPage {
    const offers = nextSlots.map((slot) => `<li><a href="${escapeHtml(listingLink(slug, slot))}">${escapeHtml(viewingSlotLabel(slot))}</a></li>`);
    return {
      status: 409,
      title: 'This slot is no longer free',
      body:
        `<p>${escapeHtml(message)}</p>` +
        (offers.length > 0 ? `<p>The next free slots:</p><ul>${offers.join('')}</ul>` : '<p>There are no other free slots in the next two weeks.</p>') +
        `<p>Or use your browser's Back button to return to the form: what you typed is still there.</p>`,
    };
  }

  /** 409 of a reschedule: the slot was taken meanwhile; the booking stays as it was, its page lists the free slots. */
  rescheduleTakenPage(message: string, managePath: string): ServerPage {
    return {
      status: 409,
      title: 'This slot is no longer free',
      body: `<p>${escapeHtml(message)} Your viewing has not been changed.</p><p><a href="${escapeHtml(managePath)}">Choose another time</a></p>`,
    };
  }

  /**
   * The signed link's page: the booking, then Cancel (near the top, not below the slots), Add to calendar, and the
   * free slots grouped by day to move it to; or why it can no longer be changed.
   */
  sendManagePage(
    response: Response,
    booking: ViewingBookingEntity,
    link: { token: string; calendarPath: string },
    problem: string | null,
    slots: readonly ViewingSlot[],
  ): void {
    response.setHeader('Cache-Control', 'no-store');
    const tokenField = `<input type="hidden" name="token" value="${escapeHtml(link.token)}">`;
    const forms = problem
      ? `<p role="status">${escapeHtml(problem)}</p><p><a href="${escapeHtml(listingLink(booking.property.slug))}">Book another viewing</a></p>`
      : `<form method="post" action="${VIEWING_PAGES_ENDPOINTS.cancel.path}">${tokenField}<p><button type="submit" class="secondary">Cancel my viewing</button></p></form>` +
        addToCalendar(booking, link.calendarPath) +
        `<section aria-labelledby="move-viewing"><h2 id="move-viewing">Choose another time</h2>` +
        `<form method="post" action="${VIEWING_PAGES_ENDPOINTS.reschedule.path}">${tokenField}${slotChoices(slots)}${slots.length > 0 ? '<button type="submit">Move my viewing</button>' : ''}</form></section>`;
    this.pages.send(response, 200, 'Your viewing', `${bookingSummary(booking)}${forms}`);
  }

  /**
   * The old link of a booking the visitor moved: it says so, with the new time and a link to the new booking's page
   * (409 when it answers a change asked of the old booking, which is no longer there to change).
   */
  movedPage(booking: ViewingBookingEntity, movedTo: ViewingBookingEntity, status: 200 | 409 = 200): ServerPage {
    return {
      status,
      title: 'Your viewing has moved',
      body:
        `<p role="status">${escapeHtml(VIEWING_MESSAGES.moved)}</p>${bookingSummary(movedTo)}` +
        `<p>It was ${escapeHtml(whenOf(booking))}.</p><p><a href="${escapeHtml(movedTo.manageUrl)}">Cancel or reschedule this viewing</a></p>`,
      noStore: true,
    };
  }

  /** A link whose token is not one of ours. */
  invalidLinkPage(): ServerPage {
    return { status: 404, title: 'Viewing not found', body: `<p>${escapeHtml(VIEWING_MESSAGES.invalidLink)}</p>` };
  }

  send(response: Response, page: ServerPage): void {
    this.pages.sendPage(response, page);
  }
}
