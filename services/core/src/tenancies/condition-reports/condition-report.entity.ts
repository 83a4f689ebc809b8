import { Entity, Enum, ManyToOne, Opt, Property, Unique } from '@mikro-orm/core';
import {
  CONDITION_REPORT_KINDS,
  CONDITION_REPORT_STATUSES,
  type ConditionReportKind,
  type ConditionReportStatus,
  EMPTY_INVENTORY,
  EMPTY_METERS,
  type Inventory,
  type MeterReadings,
} from '@app/contracts';
import { UserEntity } from '../../users/user.entity';
import { TenancyEntity } from '../tenancy.entity';
import { EditableRecord } from '../../common/domain-record';

/**
 * A move-in or move-out condition report of a tenancy (one of each: unique). Staff fill it while it is a draft, share it
 * with the tenant, who may comment until `commentsCloseAt` and acknowledge it: the acknowledgement keeps the SHA-256 of
 * the report as rendered then, and the report is frozen from then on.
 */
@Entity({ tableName: 'condition_reports' })
@Unique({ properties: ['tenancy', 'kind'] })
export class ConditionReportEntity extends EditableRecord {
  @ManyToOne({ entity: () => TenancyEntity, deleteRule: 'cascade' })
  tenancy!: TenancyEntity;

  @Enum({ items: () => [...CONDITION_REPORT_KINDS] })
  kind!: ConditionReportKind;

  @Enum({ items: () => [...CONDITION_REPORT_STATUSES], default: 'draft' })
  status: ConditionReportStatus & Opt = 'draft';

  @Property({ type: 'string', columnType: 'date', nullable: true })
  handoverOn: string | null = null;

  @Property({ type: 'json' })
  inventory: Inventory & Opt = { ...EMPTY_INVENTORY };

  @Property({ type: 'json' })
  meters: MeterReadings & Opt = { ...EMPTY_METERS };

  @Property({ type: 'datetime', nullable: true })
  sharedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  commentsCloseAt: Date | null = null;

  /** The portal page of the report, kept when it is shared for the tenant's mail (the worker has no PUBLIC_URL). */
  @Property({ type: 'string', length: 500, nullable: true })
  portalUrl: string | null = null;

  @Property({ type: 'string', length: 120, nullable: true })
  acknowledgedName: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  acknowledgedAt: Date | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  acknowledgedFrom: string | null = null;

  /** SHA-256 (hex) of `renderConditionReport` at the acknowledgement. */
  @Property({ type: 'string', length: 64, nullable: true })
  acknowledgedSha256: string | null = null;

  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  createdBy!: UserEntity | null;

  constructor(fields: Pick<ConditionReportEntity, 'tenancy' | 'kind' | 'createdBy'>) {
    super();
    Object.assign(this, fields);
  }
}
