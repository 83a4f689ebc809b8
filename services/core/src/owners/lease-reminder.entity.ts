import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/core';
import type { LeaseReminderDays } from '@app/contracts';
import { TenancyEntity } from '../tenancies/tenancy.entity';
import { DomainRecord } from '../common/domain-record';

/**
 * That staff were reminded, `daysBefore` days ahead, of a lease ending on `leaseEnd`: one row per lease end and step
 * (unique), written with its mail, so each reminder goes once however many workers look (and a lease extended by staff
 * gets its reminders again for its new end).
 */
@Entity({ tableName: 'lease_reminders' })
@Unique({ properties: ['tenancy', 'leaseEnd', 'daysBefore'] })
export class LeaseReminderEntity extends DomainRecord {
  @ManyToOne({ entity: () => TenancyEntity, deleteRule: 'cascade' })
  tenancy!: TenancyEntity;

  @Property({ type: 'string', columnType: 'date' })
  leaseEnd!: string;

  @Property({ type: 'smallint' })
  daysBefore!: LeaseReminderDays;

  constructor(fields: Pick<LeaseReminderEntity, 'tenancy' | 'leaseEnd' | 'daysBefore'>) {
    super();
    Object.assign(this, fields);
  }
}
