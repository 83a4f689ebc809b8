import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  NEXT_FREE_SLOTS_OFFERED,
  PROPERTY_MESSAGES,
  VIEWING_DAYS_AHEAD,
  VIEWING_MESSAGES,
  type ViewingBookingInput,
  type ViewingSlot,
  type ViewingSlotList,
} from '@app/contracts';
import { freeSlots, MailOutbox, offeredSlots, type PropertyEntity, type SlotSpan, slotView, type ViewingBookingEntity, viewingStaffRecipient } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { PropertiesRepository } from '../properties/properties.repository';
import { ViewingLinks } from './viewing-links';
import { type AlongWithBooking, ViewingsRepository } from './viewings.repository';

export const VIEWING_BOOKED_PAGE = '/viewings/booked';
export const VIEWING_MANAGE_PAGE = '/viewings/manage';

/** A booking's outcome: made, or its slot taken meanwhile (with the next free slots to offer instead). */
export type BookingOutcome = { booked: ViewingBookingEntity } | { taken: ViewingSlot[] };

/** What a slot of a listing is, for booking: its span and how many parties it takes. */
type SlotChoice = { property: PropertyEntity; slot: SlotSpan; parties: number };

/**
 * Visitors' side of viewings: a shown listing's free slots, and booking one (store first, with its confirmation and
 * reminders in the outbox, then queue the confirmation); the visitor's cancel and reschedule through the signed link.
 */
@Injectable()
export class ViewingsService {
  constructor(
    private readonly viewings: ViewingsRepository,
    private readonly properties: PropertiesRepository,
    private readonly links: ViewingLinks,
    private readonly outbox: MailOutbox,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async slots(slug: string): Promise<ViewingSlotList> {
    const property = await this.shownListing(slug);
    const free = await this.freeSlots(property);
    return free ? { bookable: true, slots: free.map(slotView) } : { bookable: false, slots: [] };
  }

  async book(slug: string, input: ViewingBookingInput): Promise<BookingOutcome> {
    const choice = await this.slotChoice(await this.shownListing(slug), input.slot);
    return this.bookSlot(choice, input);
  }

  /** The booking a signed link's token names, with its listing; null when the token is not one of ours. */
  async byToken(token: string): Promise<ViewingBookingEntity | null> {
    const id = this.links.verify(token);
    return id ? this.viewings.findBooking(id) : null;
  }

  /** The free slots of a booking's listing, to reschedule to. */
  async slotsOf(booking: ViewingBookingEntity): Promise<ViewingSlot[]> {
    return ((await this.freeSlots(booking.property)) ?? []).map(slotView);
  }

  async cancel(booking: ViewingBookingEntity): Promise<void> {
    this.assertChangeable(booking);
    const mails = await this.viewings.cancelNow(booking, this.staffRecipient(booking.property));
    if (!mails) throw new BadRequestException(VIEWING_MESSAGES.alreadyCancelled);
    for (const mail of mails) await this.outbox.queue(mail);
  }

  /** Moves a booking to another free slot: the new booking and the old one's cancellation commit together, or neither. */
  async reschedule(booking: ViewingBookingEntity, slot: string): Promise<BookingOutcome> {
    this.assertChangeable(booking);
    const choice = await this.slotChoice(booking.property, slot);
    return this.bookSlot(choice, { ...booking, rescheduledFrom: booking }, async (em) => {
      if (!(await this.viewings.cancel(em, booking))) throw new BadRequestException(VIEWING_MESSAGES.alreadyCancelled);
    });
  }

  /** Whether a booking can still be cancelled or moved, as its pages say it. */
  problemOf(booking: ViewingBookingEntity): string | null {
    if (booking.status !== 'booked') return VIEWING_MESSAGES.alreadyCancelled;
    if (booking.startsAt.getTime() <= Date.now()) return VIEWING_MESSAGES.alreadyPast;
    return null;
  }

  /** The booking a move of this one made (its old link's page points to it); null when it was not moved. */
  movedTo(booking: ViewingBookingEntity): Promise<ViewingBookingEntity | null> {
    return booking.status === 'cancelled' ? this.viewings.replacementOf(booking) : Promise.resolve(null);
  }

  private assertChangeable(booking: ViewingBookingEntity): void {
    const problem = this.problemOf(booking);
    if (problem) throw new BadRequestException(problem);
  }

  private async bookSlot(
    { property, slot, parties }: SlotChoice,
    visitor: Omit<ViewingBookingInput, 'slot'> & Partial<Pick<ViewingBookingEntity, 'rescheduledFrom'>>,
    along?: AlongWithBooking,
  ): Promise<BookingOutcome> {
    const id = crypto.randomUUID();
    const booked = await this.viewings.book(
      {
        id,
        property,
        startsAt: slot.start,
        endsAt: slot.end,
        name: visitor.name,
        email: visitor.email,
        phone: visitor.phone,
        note: visitor.note,
        marketingEmail: visitor.marketingEmail,
        marketingPhone: visitor.marketingPhone,
        manageUrl: this.links.manageUrl(VIEWING_MANAGE_PAGE, id),
        rescheduledFrom: visitor.rescheduledFrom ?? null,
      },
      parties,
      this.staffRecipient(property),
      along,
    );
    if (!booked) return { taken: ((await this.freeSlots(property)) ?? []).slice(0, NEXT_FREE_SLOTS_OFFERED).map(slotView) };
    for (const mail of booked.mails) await this.outbox.queue(mail);
    return { booked: booked.booking };
  }

  /** Whom staff's mails about the listing's viewings go to: its active agent, else STAFF_NOTIFY_EMAIL. */
  private staffRecipient(property: PropertyEntity): string | null {
    return viewingStaffRecipient(property, this.config.STAFF_NOTIFY_EMAIL ?? null);
  }

  /** A slot the listing offers (taken or not): its span; 400 when the listing offers no such slot. */
  private async slotChoice(property: PropertyEntity, slot: string): Promise<SlotChoice> {
    const availability = await this.viewings.availability(property);
    if (!availability?.enabled) throw new BadRequestException(VIEWING_MESSAGES.noAvailability);
    const start = Date.parse(slot);
    const span = offeredSlots(availability, new Date(), VIEWING_DAYS_AHEAD).find((offered) => offered.start.getTime() === start);
    if (!span) throw new BadRequestException(VIEWING_MESSAGES.slotNotOffered);
    return { property, slot: span, parties: availability.partiesPerSlot };
  }

  /** The listing's free slots over the next VIEWING_DAYS_AHEAD days; null when it takes no online bookings. */
  private async freeSlots(property: PropertyEntity): Promise<SlotSpan[] | null> {
    const availability = await this.viewings.availability(property);
    if (!availability?.enabled) return null;
    const now = new Date();
    return freeSlots(availability, now, VIEWING_DAYS_AHEAD, await this.viewings.bookedCounts(property, now));
  }

  private async shownListing(slug: string): Promise<PropertyEntity> {
    const property = await this.properties.findShownBySlug(slug);
    if (!property) throw new NotFoundException(PROPERTY_MESSAGES.notFound);
    return property;
  }
}
