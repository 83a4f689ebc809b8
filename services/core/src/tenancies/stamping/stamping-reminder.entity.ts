import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { TenancyEntity } from '../tenancy.entity';
import { DomainRecord } from '../../common/domain-record';

/**
 * That staff were reminded to stamp a tenancy agreement due by `deadline`: one row per tenancy and deadline (unique),
 * written with its mail, so the reminder goes once across workers and runs (and a re-signed agreement gets its own).
 */
@Entity({ tableName: 'stamping_reminders' })
@Unique({ properties: ['tenancy', 'deadline'] })
export class StampingReminderEntity extends DomainRecord {
  @ManyToOne({ entity: () => TenancyEntity, deleteRule: 'cascade' })
  tenancy!: TenancyEntity;

  @Property({ type: 'string', columnType: 'date' })
  deadline!: string;

  constructor(fields: Pick<StampingReminderEntity, 'tenancy' | 'deadline'>) {
    super();
    Object.assign(this, fields);
  }
}
