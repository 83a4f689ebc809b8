import { Entity, OneToOne, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { ViewingAvailabilityInput, WeeklyWindow } from '@app/contracts';
import { PropertyEntity } from '../properties/property.entity';

/** When a listing can be viewed: weekly windows in Singapore time, blackout dates, slot length, buffer and notice. */
@Entity({ tableName: 'viewing_availabilities' })
export class ViewingAvailabilityEntity {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string & Opt;

  @OneToOne({ entity: () => PropertyEntity, owner: true, deleteRule: 'cascade', unique: true })
  property: PropertyEntity;

  @Property({ type: 'boolean', default: false })
  enabled: boolean & Opt = false;

  @Property({ type: 'json' })
  windows: WeeklyWindow[];

  /** Singapore dates (YYYY-MM-DD) without viewings. */
  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  blackoutDates: string[] & Opt = [];

  @Property({ type: 'integer' })
  slotMinutes: number;

  @Property({ type: 'integer' })
  bufferMinutes: number;

  @Property({ type: 'integer' })
  minimumNoticeHours: number;

  /** How many parties may book one slot; the database holds one row per party (its seat), unique per slot. */
  @Property({ type: 'integer', default: 1 })
  partiesPerSlot: number & Opt = 1;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(property: PropertyEntity, input: ViewingAvailabilityInput) {
    this.property = property;
    this.windows = input.windows;
    this.slotMinutes = input.slotMinutes;
    this.bufferMinutes = input.bufferMinutes;
    this.minimumNoticeHours = input.minimumNoticeHours;
    this.assign(input);
  }

  assign(input: ViewingAvailabilityInput): void {
    Object.assign(this, input);
  }
}
