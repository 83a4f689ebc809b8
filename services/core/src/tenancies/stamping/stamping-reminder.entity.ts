import { Entity, ManyToOne, Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TenancyEntity } from '../tenancy.entity';

/**
 * That staff were reminded to stamp a tenancy agreement due by `deadline`: one row per tenancy and deadline (unique),
 * written with its mail, so the reminder goes once across workers and runs (and a re-signed agreement gets its own).
 */
@Entity({ tableName: 'stamping_reminders' })
@Unique({ properties: ['tenancy', 'deadline'] })
export class StampingReminderEntity {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string & Opt;

  @ManyToOne({ entity: () => TenancyEntity, deleteRule: 'cascade' })
  tenancy: TenancyEntity;

  @Property({ type: 'string', columnType: 'date' })
  deadline: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  constructor(fields: { tenancy: TenancyEntity; deadline: string }) {
    this.tenancy = fields.tenancy;
    this.deadline = fields.deadline;
  }
}
