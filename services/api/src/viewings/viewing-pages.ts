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
} from '@app/contracts';
import { PROPERTY_LISTING_PAGE, pagePath } from '@app/content';
import { escapeHtml, type ViewingBookingEntity } from '@app/core';
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

/** Each slot as a radio button of a form (the first chosen), or a line saying there is none. */
function slotChoices(slots: readonly ViewingSlot[]): string {
  if (slots.length === 0) return '<p>There are no free slots in the next two weeks.</p>';
  const choices = slots.map(
    (slot, index) =>
      `<label><input type="radio" name="slot" value="${escapeHtml(slot.start)}"${index === 0 ? ' checked' : ''} required> ${escapeHtml(viewingSlotLabel(slot))}</label>`,
  );
  return `<fieldset><legend>Choose a new time</legend>${choices.join('')}</fieldset>`;
}

/** The pages of a booking that the API answers itself (ServerPages): its confirmation, its link's page, and the 409s. */
@Injectable()
export class ViewingPages {
  constructor(private readonly pages: ServerPages) {}

  /** After a booking: what was booked, that an e-mail with the calendar file is on its way, and the manage link. */
  sendBookedPage(response: Response, booking: ViewingBookingEntity, managePath: string): void {
    response.setHeader('Cache-Control', 'no-store');
    this.pages.send(
      response,
      200,
      'Your viewing is booked',
      `${bookingSummary(booking)}<p>We have sent a confirmation to ${escapeHtml(booking.email)} with a calendar file. No fee is required to book a viewing.</p>` +
        `<p><a href="${escapeHtml(managePath)}">Cancel or reschedule this viewing</a></p>`,
    );
  }

  /** 409: the slot was taken meanwhile; the next free slots, each a link back to the form with it chosen. */
  sendSlotTakenPage(response: Response, slug: string, message: string, nextSlots: readonly ViewingSlot[]): void {
    const offers = nextSlots.map((slot) => `<li><a href="${escapeHtml(listingLink(slug, slot))}">${escapeHtml(viewingSlotLabel(slot))}</a></li>`);
    this.pages.send(
      response,
      409,
      'This slot is no longer free',
      `<p>${escapeHtml(message)}</p>` +
        (offers.length > 0 ? `<p>The next free slots:</p><ul>${offers.join('')}</ul>` : '<p>There are no other free slots in the next two weeks.</p>') +
        `<p>Or use your browser's Back button to return to the form: what you typed is still there.</p>`,
    );
  }

  /** 409 of a reschedule: the slot was taken meanwhile; the booking stays as it was, its page lists the free slots. */
  sendRescheduleTakenPage(response: Response, message: string, managePath: string): void {
    this.pages.send(
      response,
      409,
      'This slot is no longer free',
      `<p>${escapeHtml(message)} Your viewing has not been changed.</p><p><a href="${escapeHtml(managePath)}">Choose another time</a></p>`,
    );
  }

  /** The signed link's page: the booking, and forms to reschedule it or cancel it (or why neither can be done). */
  sendManagePage(response: Response, booking: ViewingBookingEntity, token: string, problem: string | null, slots: readonly ViewingSlot[]): void {
    response.setHeader('Cache-Control', 'no-store');
    const tokenField = `<input type="hidden" name="token" value="${escapeHtml(token)}">`;
    const forms = problem
      ? `<p role="status">${escapeHtml(problem)}</p><p><a href="${escapeHtml(listingLink(booking.property.slug))}">Book another viewing</a></p>`
      : `<form method="post" action="${VIEWING_PAGES_ENDPOINTS.reschedule.path}">${tokenField}${slotChoices(slots)}${slots.length > 0 ? '<button type="submit">Move my viewing</button>' : ''}</form>` +
        `<form method="post" action="${VIEWING_PAGES_ENDPOINTS.cancel.path}">${tokenField}<p><button type="submit" class="secondary">Cancel my viewing</button></p></form>`;
    this.pages.send(response, 200, 'Your viewing', `${bookingSummary(booking)}${forms}`);
  }

  /** The old link of a booking the visitor moved: it says so, with the new time and a link to the new booking's page. */
  sendMovedPage(response: Response, booking: ViewingBookingEntity, movedTo: ViewingBookingEntity): void {
    response.setHeader('Cache-Control', 'no-store');
    this.pages.send(
      response,
      200,
      'Your viewing has moved',
      `<p role="status">${escapeHtml(VIEWING_MESSAGES.moved)}</p>${bookingSummary(movedTo)}` +
        `<p>It was ${escapeHtml(whenOf(booking))}.</p><p><a href="${escapeHtml(movedTo.manageUrl)}">Cancel or reschedule this viewing</a></p>`,
    );
  }

  /** A link whose token is not one of ours. */
  sendInvalidLinkPage(response: Response, message: string): void {
    this.pages.send(response, 404, 'Viewing not found', `<p>${escapeHtml(message)}</p>`);
  }
}
