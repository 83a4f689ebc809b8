import { Entity, ManyToOne, Property } from '@mikro-orm/core';
import { DepositEntity } from './deposit.entity';
import { DomainRecord } from '../../common/domain-record';

/**
 * That staff were reminded of a deposit's refund deadline: one row per deposit (unique), written with its mail in one
 * transaction, so the reminder goes once across workers, runs and SIGKILL.
 */
@Entity({ tableName: 'deposit_refund_reminders' })
export class DepositRefundReminderEntity extends DomainRecord {
  @ManyToOne({ entity: () => DepositEntity, deleteRule: 'cascade', unique: true })
  deposit!: DepositEntity;

  @Property({ type: 'string', columnType: 'date' })
  deadlineOn!: string;

  constructor(fields: Pick<DepositRefundReminderEntity, 'deposit' | 'deadlineOn'>) {
    super();
    Object.assign(this, fields);
  }
}
