import { Controller, Query, Redirect, Req, Res, UseFilters } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  VIEWING_MESSAGES,
  VIEWING_PAGES_ENDPOINTS,
  ViewingCancelFormSchema,
  ViewingManageQuerySchema,
  type ViewingRescheduleForm,
  ViewingRescheduleFormSchema,
} from '@app/contracts';
import { bookingCalendarViewing, type ViewingBookingEntity, viewingCalendar } from '@app/core';
import { Endpoint } from '../common/endpoint.decorator';
import { reportChanged } from '../common/reported-changes';
import { ValidBody, ZodValidationPipe } from '../common/zod-validation.pipe';
import { seeOther } from '../form-posts/form-post-answers';
import { FormPostFilter } from '../form-posts/form-post.filter';
import { ServerPageAnswer } from '../form-posts/server-page-answer';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { ViewingPages } from './viewing-pages';
import { ViewingLinks } from './viewing-links';
import { VIEWING_BOOKED_PAGE, VIEWING_MANAGE_PAGE, ViewingsService } from './viewings.service';

const tokenQuery = new ZodValidationPipe(ViewingManageQuerySchema);

/**
 * The pages of a booking's signed link, HTML from the server that need no script: its confirmation, and the page to
 * cancel or reschedule it, whose forms post here and come back with 303. Opening a page changes nothing (mail
 * scanners follow links); only its buttons do, and they report the listing whose free slots changed (reportChanged),
 * which their catalogue entries purge.
 */
@Controller()
@UseFilters(FormPostFilter)
export class ViewingPagesController {
  constructor(
    private readonly viewings: ViewingsService,
    private readonly links: ViewingLinks,
    private readonly pages: ViewingPages,
  ) {}

  @Endpoint(VIEWING_PAGES_ENDPOINTS.booked)
  async booked(@Query(tokenQuery) { token }: { token: string }, @Res() response: Response): Promise<void> {
    const booking = await this.booking(token, response);
    if (booking)
      this.pages.sendBookedPage(response, booking, {
        managePath: this.links.pagePath(VIEWING_MANAGE_PAGE, booking.id),
        calendarPath: this.calendarPath(booking),
      });
  }

  /** The booking as a calendar file to download; the invalid-link page for a token that is not one of ours. */
  @Endpoint(VIEWING_PAGES_ENDPOINTS.calendar)
  async calendar(@Query(tokenQuery) { token }: { token: string }, @Res() response: Response): Promise<void> {
    const booking = await this.booking(token, response);
    if (!booking) return;
    const description = `Viewing booked with Harbourline. To cancel or choose another time: ${booking.manageUrl}`;
    response
      .status(200)
      .setHeader('Cache-Control', 'no-store')
      .setHeader('Content-Disposition', 'attachment; filename="viewing.ics"')
      .type('text/calendar; charset=utf-8')
      .send(viewingCalendar(bookingCalendarViewing(booking, description), new Date()));
  }

  @Endpoint(VIEWING_PAGES_ENDPOINTS.manage)
  async manage(@Query(tokenQuery) { token }: { token: string }, @Res() response: Response): Promise<void> {
    const booking = await this.booking(token, response);
    if (!booking || (await this.sentMovedPage(booking, response))) return;
    const problem = this.viewings.problemOf(booking);
    this.pages.sendManagePage(
      response,
      booking,
      { token, calendarPath: this.calendarPath(booking) },
      problem,
      problem ? [] : await this.viewings.slotsOf(booking),
    );
  }

  @Endpoint(VIEWING_PAGES_ENDPOINTS.cancel)
  @RateLimited('viewing')
  @Redirect()
  async cancel(@ValidBody(ViewingCancelFormSchema) { token }: { token: string }, @Req() request: Request) {
    const booking = await this.bookingToChange(token);
    await this.viewings.cancel(booking);
    reportChanged(request, { listingId: booking.property.id });
    return seeOther(this.links.pagePath(VIEWING_MANAGE_PAGE, booking.id));
  }

  @Endpoint(VIEWING_PAGES_ENDPOINTS.reschedule)
  @RateLimited('viewing')
  @Redirect()
  async reschedule(@ValidBody(ViewingRescheduleFormSchema) { token, slot }: ViewingRescheduleForm, @Req() request: Request) {
    const booking = await this.bookingToChange(token);
    const outcome = await this.viewings.reschedule(booking, slot);
    if ('taken' in outcome)
      throw new ServerPageAnswer(this.pages.rescheduleTakenPage(VIEWING_MESSAGES.slotTaken, this.links.pagePath(VIEWING_MANAGE_PAGE, booking.id)));
    reportChanged(request, { listingId: booking.property.id });
    return seeOther(this.links.pagePath(VIEWING_BOOKED_PAGE, outcome.booked.id));
  }

  private calendarPath(booking: ViewingBookingEntity): string {
    return this.links.pagePath(VIEWING_PAGES_ENDPOINTS.calendar.path, booking.id);
  }

  /**
   * The old link of a booking the visitor moved says so, with the new booking, whatever is asked of it: a Cancel or
   * Move posted from a page opened before the move changes nothing and does not read as a cancellation.
   */
  private async sentMovedPage(booking: ViewingBookingEntity, response: Response): Promise<boolean> {
    const movedTo = await this.viewings.movedTo(booking);
    if (movedTo) this.pages.send(response, this.pages.movedPage(booking, movedTo));
    return movedTo !== null;
  }

  /** The booking the token names; else the invalid-link page is sent and null returned. */
  private async booking(token: string, response: Response): Promise<ViewingBookingEntity | null> {
    const booking = await this.viewings.byToken(token);
    if (!booking) this.pages.send(response, this.pages.invalidLinkPage());
    return booking;
  }

  /** The booking a button's token names, to change; the invalid-link page, or the moved page with 409, answers instead. */
  private async bookingToChange(token: string): Promise<ViewingBookingEntity> {
    const booking = await this.viewings.byToken(token);
    if (!booking) throw new ServerPageAnswer(this.pages.invalidLinkPage());
    const movedTo = await this.viewings.movedTo(booking);
    if (movedTo) throw new ServerPageAnswer(this.pages.movedPage(booking, movedTo, 409));
    return booking;
  }
}
