import { Entity, Enum, Index, ManyToOne, Opt, Property } from '@mikro-orm/core';
import { ITEM_CONDITIONS, type ItemCondition } from '@app/contracts';
import { ConditionReportEntity } from './condition-report.entity';
import { DomainRecord } from '../../common/domain-record';

export type ConditionItemFields = Pick<ConditionItemEntity, 'report' | 'position' | 'room' | 'name' | 'moveInItem'>;

/**
 * One item of a report, room by room. A move-out item made from a move-in item points to it (`moveInItem`, unique):
 * every move-in item has its pair at move-out.
 */
@Entity({ tableName: 'condition_report_items' })
@Index({ properties: ['report', 'position'] })
export class ConditionItemEntity extends DomainRecord {
  @ManyToOne({ entity: () => ConditionReportEntity, deleteRule: 'cascade' })
  report!: ConditionReportEntity;

  @Property({ type: 'smallint' })
  position!: number;

  @Property({ type: 'string', length: 60 })
  room!: string;

  @Property({ type: 'string', length: 80 })
  name!: string;

  /** Null until staff check it (a move-out item starts so); a report is shared only once every item has one. */
  @Enum({ items: () => [...ITEM_CONDITIONS], nullable: true })
  condition: ItemCondition | null = null;

  @Property({ type: 'text', default: '' })
  note: string & Opt = '';

  @Property({ type: 'text', default: '' })
  tenantComment: string & Opt = '';

  @ManyToOne({ entity: () => ConditionItemEntity, nullable: true, deleteRule: 'cascade', unique: true })
  moveInItem!: ConditionItemEntity | null;

  constructor(fields: ConditionItemFields) {
    super();
    Object.assign(this, fields);
  }
}
