import { Body, ConflictException, Controller, Param, Redirect, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  PUBLIC_VIEWINGS_ENDPOINTS,
  singaporeIso,
  VIEWING_MESSAGES,
  type ViewingBooked,
  type ViewingBookingInput,
  ViewingBookingInputSchema,
  type ViewingSlotList,
} from '@app/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { reportChanged } from '../common/reported-changes';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { seeOther } from '../form-posts/form-post-answers';
import { FormPostEndpoint } from '../form-posts/form-post-endpoint.decorator';
import { ServerPageAnswer } from '../form-posts/server-page-answer';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { ViewingPages } from './viewing-pages';
import { ViewingLinks } from './viewing-links';
import { VIEWING_BOOKED_PAGE, ViewingsService } from './viewings.service';

const bookingBody = new ZodValidationPipe(ViewingBookingInputSchema);

/** Visitors read a listing's free slots and book one: as JSON (the enhanced form) or as a plain form post. */
@Controller()
export class ViewingsController {
  constructor(
    private readonly viewings: ViewingsService,
    private readonly links: ViewingLinks,
    private readonly pages: ViewingPages,
  ) {}

  @Endpoint(PUBLIC_VIEWINGS_ENDPOINTS.slots)
  @RateLimited('viewing-slots')
  slots(@Param('slug') slug: string): Promise<ViewingSlotList> {
    return this.viewings.slots(slug);
  }

  /** 201 with the confirmation page's address, or 409 with the next free slots when the slot was taken meanwhile. */
  @Endpoint(PUBLIC_VIEWINGS_ENDPOINTS.book)
  @RateLimited('viewing')
  async book(@Param('slug') slug: string, @Body(bookingBody) input: ViewingBookingInput, @Req() request: Request): Promise<ViewingBooked> {
    const outcome = await this.viewings.book(slug, input);
    if ('taken' in outcome) throw new ConflictException({ message: VIEWING_MESSAGES.slotTaken, nextSlots: outcome.taken });
    const booking = outcome.booked;
    reportChanged(request, { listingId: booking.property.id });
    return {
      bookingId: booking.id,
      slot: { start: singaporeIso(booking.startsAt), end: singaporeIso(booking.endsAt) },
      confirmationUrl: this.links.pagePath(VIEWING_BOOKED_PAGE, booking.id),
    };
  }

  /** Without JavaScript: 303 to the confirmation page, or a 409 page offering the next free slots. */
  @FormPostEndpoint(PUBLIC_VIEWINGS_ENDPOINTS.bookForm)
  @RateLimited('viewing')
  @Redirect()
  async bookForm(@Param('slug') slug: string, @Body(bookingBody) input: ViewingBookingInput, @Req() request: Request) {
    const outcome = await this.viewings.book(slug, input);
    if ('taken' in outcome) throw new ServerPageAnswer(this.pages.slotTakenPage(slug, VIEWING_MESSAGES.slotTaken, outcome.taken));
    reportChanged(request, { listingId: outcome.booked.property.id });
    return seeOther(this.links.pagePath(VIEWING_BOOKED_PAGE, outcome.booked.id));
  }
}
