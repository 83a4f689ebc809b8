import { Entity, Enum, Index, ManyToOne, Opt, Property, Unique } from '@mikro-orm/core';
import { VIEWING_STATUSES, type ViewingStatus } from '@app/contracts';
import { PropertyEntity } from '../properties/property.entity';
import { UserEntity } from '../users/user.entity';
import { DomainRecord } from '../common/domain-record';

/** The unique index that holds one booked party per seat of a slot. */
export const VIEWING_SEAT_INDEX = 'viewing_bookings_booked_seat_unique';

/** What a booking is made of: the slot, the seat taken in it and the visitor with their channel consents. */
export type ViewingBookingFields = Pick<
  ViewingBookingEntity,
  'id' | 'property' | 'startsAt' | 'endsAt' | 'seat' | 'manageUrl' | 'name' | 'email' | 'phone' | 'note' | 'marketingEmail' | 'marketingPhone'
> &
  Partial<Pick<ViewingBookingEntity, 'rescheduledFrom'>>;

/**
 * One party's booked viewing of a listing. No double booking, across API processes: a unique index on (property,
 * start, seat) over booked rows, so of concurrent inserts for one seat exactly one succeeds (the others conflict); a
 * slot for N parties has seats 1..N. A cancelled row leaves its seat free.
 */
@Entity({ tableName: 'viewing_bookings' })
@Unique({
  name: VIEWING_SEAT_INDEX,
  expression: `create unique index "${VIEWING_SEAT_INDEX}" on "viewing_bookings" ("property_id", "starts_at", "seat") where "status" = 'booked'`,
})
@Index({ properties: ['startsAt'] })
export class ViewingBookingEntity extends DomainRecord {
  @ManyToOne({ entity: () => PropertyEntity, deleteRule: 'cascade', index: true })
  property: PropertyEntity;

  @Property({ type: 'datetime' })
  startsAt: Date;

  @Property({ type: 'datetime' })
  endsAt: Date;

  @Property({ type: 'smallint', default: 1 })
  seat: number & Opt = 1;

  @Enum({ items: () => [...VIEWING_STATUSES], default: 'booked' })
  status: ViewingStatus & Opt = 'booked';

  @Property({ type: 'string', length: 120 })
  name: string;

  @Property({ type: 'string', length: 254 })
  email: string;

  @Property({ type: 'string', length: 40 })
  phone: string;

  @Property({ type: 'text', default: '' })
  note: string & Opt = '';

  /**
   * Consent to marketing by e-mail, and by phone call, SMS or WhatsApp, as ticked on the form; each one given is also a
   * row of marketing_consents (source `viewing`), with its wording version and time.
   */
  @Property({ type: 'boolean', default: false })
  marketingEmail: boolean & Opt = false;

  @Property({ type: 'boolean', default: false })
  marketingPhone: boolean & Opt = false;

  /** The signed link to the page where the visitor cancels or reschedules (written by the API, which signs it). */
  @Property({ type: 'text' })
  manageUrl: string;

  /** When staff marked that nobody came. */
  @Property({ type: 'datetime', nullable: true })
  noShowAt: Date | null = null;

  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  noShowMarkedBy: UserEntity | null = null;

  @Property({ type: 'datetime', nullable: true })
  cancelledAt: Date | null = null;

  /** The booking this one replaced, when the visitor rescheduled. */
  @ManyToOne({ entity: () => ViewingBookingEntity, nullable: true, deleteRule: 'set null' })
  rescheduledFrom: ViewingBookingEntity | null = null;

  constructor(fields: ViewingBookingFields) {
    super();
    this.property = fields.property;
    this.startsAt = fields.startsAt;
    this.endsAt = fields.endsAt;
    this.name = fields.name;
    this.email = fields.email;
    this.phone = fields.phone;
    this.manageUrl = fields.manageUrl;
    Object.assign(this, fields);
  }
}
