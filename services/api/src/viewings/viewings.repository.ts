import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ViewingAvailabilityInput, SINGAPORE_TIME_ZONE } from '@app/contracts';
import {
  OutboundMailEntity,
  type PropertyEntity,
  recordMarketingConsents,
  UserEntity,
  ViewingAvailabilityEntity,
  ViewingBookingEntity,
  type ViewingBookingFields,
  viewingCancellationMails,
  viewingMails,
} from '@app/core';

/** What else a booking's transaction does (a reschedule cancels the booking it replaces). */
export type AlongWithBooking = (em: EntityManager) => Promise<void>;

/** Viewing availability, bookings and their mails, as the API reads and writes them. */
@Injectable()
export class ViewingsRepository {
  constructor(private readonly em: EntityManager) {}

  availability(property: PropertyEntity): Promise<ViewingAvailabilityEntity | null> {
    return this.em.findOne(ViewingAvailabilityEntity, { property });
  }

  async saveAvailability(property: PropertyEntity, input: ViewingAvailabilityInput): Promise<ViewingAvailabilityEntity> {
    const existing = await this.availability(property);
    const availability = existing ?? new ViewingAvailabilityEntity(property, input);
    availability.assign(input);
    await this.em.persistAndFlush(availability);
    return availability;
  }

  /** Parties booked per slot start (epoch ms) of a listing from `from` on. */
  async bookedCounts(property: PropertyEntity, from: Date): Promise<Map<number, number>> {
    const rows = await this.em
      .getConnection()
      .execute<Array<{ startsAt: Date; parties: number }>>(
        `select starts_at as "startsAt", count(*)::int as parties from viewing_bookings where property_id = ? and status = 'booked' and starts_at >= ? group by starts_at`,
        [property.id, from],
      );
    return new Map(rows.map((row) => [new Date(row.startsAt).getTime(), row.parties]));
  }

  /**
   * Books the first free seat of the slot (1..parties), with its confirmation, staff's notice (to `staff`) and
   * reminders in the outbox and the marketing consents ticked (a reschedule's were recorded with the booking it replaces), in one transaction per seat
   * tried: the unique index on (property, start, seat) of booked rows lets exactly one of concurrent bookings of a
   * seat commit, whichever API process runs it. Null when every seat is taken.
   */
  async book(
    fields: Omit<ViewingBookingFields, 'seat'>,
    parties: number,
    staff: string | null,
    along?: AlongWithBooking,
  ): Promise<{ booking: ViewingBookingEntity; mails: OutboundMailEntity[] } | null> {
    for (let seat = 1; seat <= parties; seat++) {
      try {
        return await this.em.transactional(async (em) => {
          await along?.(em);
          const booking = new ViewingBookingEntity({ ...fields, seat });
          const mails = viewingMails(booking, new Date(), staff);
          em.persist([booking, ...mails]);
          if (!fields.rescheduledFrom) {
            const { email, phone, marketingEmail, marketingPhone } = booking;
            recordMarketingConsents(em, { source: 'viewing', sourceId: booking.id, email, phone, marketingEmail, marketingPhone });
          }
          await em.flush();
          return { booking, mails };
        });
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
      }
    }
    return null;
  }

  /** With its listing (whose title the pages show) and the listing's agent (whom its changes are mailed to). */
  findBooking(id: string): Promise<ViewingBookingEntity | null> {
    return this.em.findOne(ViewingBookingEntity, { id }, { populate: ['property.agent'] });
  }

  /** The booking a move of this one made, if it was moved. */
  replacementOf(booking: ViewingBookingEntity): Promise<ViewingBookingEntity | null> {
    return this.em.findOne(ViewingBookingEntity, { rescheduledFrom: booking.id }, { populate: ['property'] });
  }

  /** Cancels a booking and the mails of it not yet sent, within `em`'s transaction; false when it was not booked. */
  async cancel(em: EntityManager, booking: ViewingBookingEntity): Promise<boolean> {
    const cancelled = await em.nativeUpdate(ViewingBookingEntity, { id: booking.id, status: 'booked' }, { status: 'cancelled', cancelledAt: new Date() });
    await em.nativeUpdate(
      OutboundMailEntity,
      { viewingBooking: booking.id, status: 'pending' },
      { status: 'cancelled', lastError: 'The viewing was cancelled or rescheduled.' },
    );
    return cancelled === 1;
  }

  /**
   * The visitor's cancel: the booking, its unsent mails, and its cancellation mails to the visitor and to `staff`, in
   * one transaction; the mails to queue, or null when it was no longer booked.
   */
  async cancelNow(booking: ViewingBookingEntity, staff: string | null): Promise<OutboundMailEntity[] | null> {
    return this.em.transactional(async (em) => {
      if (!(await this.cancel(em, booking))) return null;
      const mails = viewingCancellationMails(booking, staff);
      await em.persist(mails).flush();
      return mails;
    });
  }

  /** Booked viewings starting in [from, to), by start, with their listings. */
  agenda(from: Date, to: Date): Promise<ViewingBookingEntity[]> {
    return this.em.find(
      ViewingBookingEntity,
      { status: 'booked', startsAt: { $gte: from, $lt: to } },
      { populate: ['property'], orderBy: { startsAt: 'asc', seat: 'asc' } },
    );
  }

  async markNoShow(booking: ViewingBookingEntity, byUserId: string, noShow: boolean): Promise<void> {
    booking.noShowAt = noShow ? new Date() : null;
    booking.noShowMarkedBy = noShow ? this.em.getReference(UserEntity, byUserId) : null;
    await this.em.flush();
  }

  /** Per Singapore month, newest first: viewings that have started (booked, not cancelled) and how many were no-shows. */
  noShowRates(months: number): Promise<Array<{ month: string; viewings: number; noShows: number }>> {
    return this.em.getConnection().execute(
      `select to_char(starts_at at time zone '${SINGAPORE_TIME_ZONE}', 'YYYY-MM') as month, count(*)::int as viewings, count(no_show_at)::int as "noShows"
         from viewing_bookings where status = 'booked' and starts_at <= now()
        group by 1 order by 1 desc limit ?`,
      [months],
    );
  }
}
