import { Entity, ManyToOne, Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { RentReminderStep } from '@app/contracts';
import { RentChargeEntity } from './rent-charge.entity';

/**
 * That the tenant was reminded of an unpaid charge at one step (days from its due day): one row per charge and step
 * (unique), written with its mail in one transaction, so each step goes at most once across workers and crashes.
 */
@Entity({ tableName: 'rent_reminders' })
@Unique({ properties: ['charge', 'step'] })
export class RentReminderEntity {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string & Opt;

  @ManyToOne({ entity: () => RentChargeEntity, deleteRule: 'cascade' })
  charge: RentChargeEntity;

  @Property({ type: 'smallint' })
  step: RentReminderStep;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  constructor(fields: { charge: RentChargeEntity; step: RentReminderStep }) {
    this.charge = fields.charge;
    this.step = fields.step;
  }
}
