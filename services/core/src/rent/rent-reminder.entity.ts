import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/core';
import type { RentReminderStep } from '@app/contracts';
import { RentChargeEntity } from './rent-charge.entity';
import { DomainRecord } from '../common/domain-record';

/**
 * That the tenant was reminded of an unpaid charge at one step (days from its due day): one row per charge and step
 * (unique), written with its mail in one transaction, so each step goes at most once across workers and crashes.
 */
@Entity({ tableName: 'rent_reminders' })
@Unique({ properties: ['charge', 'step'] })
export class RentReminderEntity extends DomainRecord {
  @ManyToOne({ entity: () => RentChargeEntity, deleteRule: 'cascade' })
  charge!: RentChargeEntity;

  @Property({ type: 'smallint' })
  step!: RentReminderStep;

  constructor(fields: Pick<RentReminderEntity, 'charge' | 'step'>) {
    super();
    Object.assign(this, fields);
  }
}
