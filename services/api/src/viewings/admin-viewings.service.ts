import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  addDays,
  type AgendaViewing,
  DEFAULT_VIEWING_AVAILABILITY,
  isUuid,
  PROPERTY_MESSAGES,
  singaporeIso,
  singaporeMoment,
  VIEWING_MESSAGES,
  type ViewingAgenda,
  type ViewingAgendaQuery,
  type ViewingAvailability,
  type ViewingAvailabilityInput,
  type ViewingNoShowRate,
} from '@app/contracts';
import type { PropertyEntity, ViewingBookingEntity } from '@app/core';
import { PropertiesRepository } from '../properties/properties.repository';
import { foundOr404 } from '../common/found-or-404';
import { ViewingsRepository } from './viewings.repository';

/** How many months the no-show rates go back. */
const RATE_MONTHS = 12;

export const NO_SHOW_BEFORE_START = 'A viewing can be marked as a no-show only once it has started';

/** Staff's side of viewings: each listing's availability, the agenda, no-shows and their monthly rate. */
@Injectable()
export class AdminViewingsService {
  constructor(
    private readonly viewings: ViewingsRepository,
    private readonly properties: PropertiesRepository,
  ) {}

  /** A listing never opened to viewings answers the defaults, closed. */
  async availability(propertyId: string): Promise<ViewingAvailability> {
    const property = await this.property(propertyId);
    const stored = await this.viewings.availability(property);
    return availabilityView(property, stored ?? { ...DEFAULT_VIEWING_AVAILABILITY, updatedAt: null });
  }

  async setAvailability(propertyId: string, input: ViewingAvailabilityInput): Promise<ViewingAvailability> {
    const property = await this.property(propertyId);
    const saved = await this.viewings.saveAvailability(property, input);
    return availabilityView(property, saved);
  }

  async agenda({ from, view }: ViewingAgendaQuery): Promise<ViewingAgenda> {
    const to = addDays(from, view === 'week' ? 7 : 1);
    const bookings = await this.viewings.agenda(singaporeMoment(from), singaporeMoment(to));
    return { from, to, viewings: bookings.map(agendaView) };
  }

  async markNoShow(bookingId: string, staffId: string, noShow: boolean): Promise<AgendaViewing> {
    const booking = isUuid(bookingId) ? await this.viewings.findBooking(bookingId) : null;
    if (!booking || booking.status !== 'booked') throw new NotFoundException(VIEWING_MESSAGES.bookingNotFound);
    if (booking.startsAt.getTime() > Date.now()) throw new BadRequestException(NO_SHOW_BEFORE_START);
    await this.viewings.markNoShow(booking, staffId, noShow);
    return agendaView(booking);
  }

  async noShowRates(): Promise<ViewingNoShowRate[]> {
    const months = await this.viewings.noShowRates(RATE_MONTHS);
    return months.map((month) => ({ ...month, rate: month.viewings === 0 ? 0 : month.noShows / month.viewings }));
  }

  private property(id: string): Promise<PropertyEntity> {
    return foundOr404(id, () => this.properties.findById(id), PROPERTY_MESSAGES.notFound);
  }
}

function availabilityView(property: PropertyEntity, availability: ViewingAvailabilityInput & { updatedAt: Date | null }): ViewingAvailability {
  const { enabled, windows, blackoutDates, slotMinutes, bufferMinutes, minimumNoticeHours, partiesPerSlot } = availability;
  return {
    propertyId: property.id,
    enabled,
    windows,
    blackoutDates: [...blackoutDates].sort(),
    slotMinutes,
    bufferMinutes,
    minimumNoticeHours,
    partiesPerSlot,
    updatedAt: availability.updatedAt?.toISOString() ?? null,
  };
}

export function agendaView(booking: ViewingBookingEntity): AgendaViewing {
  const property = booking.property;
  return {
    id: booking.id,
    slot: { start: singaporeIso(booking.startsAt), end: singaporeIso(booking.endsAt) },
    status: booking.status,
    listing: { id: property.id, title: property.title, reference: property.reference },
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    note: booking.note,
    marketingEmail: booking.marketingEmail,
    marketingPhone: booking.marketingPhone,
    noShowAt: booking.noShowAt?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
  };
}
