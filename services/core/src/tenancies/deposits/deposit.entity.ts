import { Check, Entity, Enum, ManyToOne, Property } from '@mikro-orm/core';
import { DEPOSIT_HOLDERS, type DepositHolder } from '@app/contracts';
import { TenancyEntity } from '../tenancy.entity';
import { EditableRecord } from '../../common/domain-record';

export type DepositFields = {
  tenancy: TenancyEntity;
  amountCents: number;
  holder: DepositHolder;
  receivedOn: string;
  handbackOn: string | null;
  refundDeadlineOn: string | null;
};

/**
 * The security deposit of a tenancy (one: unique), part of its ledger: written under the tenancy's ledger lock with an
 * audit row. The refund is the amount less the deductions, recorded once (`refundedOn`), after which nothing changes.
 */
@Entity({ tableName: 'tenancy_deposits' })
@Check({ name: 'tenancy_deposits_amount_check', expression: 'amount_cents > 0' })
export class DepositEntity extends EditableRecord {
  @ManyToOne({ entity: () => TenancyEntity, deleteRule: 'cascade', unique: true })
  tenancy: TenancyEntity;

  @Property({ type: 'integer' })
  amountCents: number;

  @Enum({ items: () => [...DEPOSIT_HOLDERS] })
  holder: DepositHolder;

  @Property({ type: 'string', columnType: 'date' })
  receivedOn: string;

  /** The day the tenant handed the unit back; the refund deadline counts from it. */
  @Property({ type: 'string', columnType: 'date', nullable: true })
  handbackOn: string | null;

  @Property({ type: 'string', columnType: 'date', nullable: true, index: true })
  refundDeadlineOn: string | null;

  @Property({ type: 'string', columnType: 'date', nullable: true })
  refundedOn: string | null = null;

  /** What was refunded (the amount less the deductions), fixed when the refund is recorded. */
  @Property({ type: 'integer', nullable: true })
  refundCents: number | null = null;

  constructor(fields: DepositFields) {
    super();
    this.tenancy = fields.tenancy;
    this.amountCents = fields.amountCents;
    this.holder = fields.holder;
    this.receivedOn = fields.receivedOn;
    this.handbackOn = fields.handbackOn;
    this.refundDeadlineOn = fields.refundDeadlineOn;
  }
}
