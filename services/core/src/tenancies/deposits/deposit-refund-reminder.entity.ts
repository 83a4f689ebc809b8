import { Entity, ManyToOne, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { DepositEntity } from './deposit.entity';

/**
 * That staff were reminded of a deposit's refund deadline: one row per deposit (unique), written with its mail in one
 * transaction, so the reminder goes once across workers, runs and SIGKILL.
 */
@Entity({ tableName: 'deposit_refund_reminders' })
export class DepositRefundReminderEntity {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string & Opt;

  @ManyToOne({ entity: () => DepositEntity, deleteRule: 'cascade', unique: true })
  deposit: DepositEntity;

  @Property({ type: 'string', columnType: 'date' })
  deadlineOn: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  constructor(fields: { deposit: DepositEntity; deadlineOn: string }) {
    this.deposit = fields.deposit;
    this.deadlineOn = fields.deadlineOn;
  }
}
