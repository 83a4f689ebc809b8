import { Check, Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from '@app/contracts';
import { TenancyEntity } from '../tenancies/tenancy.entity';
import { UserEntity } from '../users/user.entity';
import { BankLineEntity } from './bank/bank-line.entity';
import { RentChargeEntity } from './rent-charge.entity';
import { DomainRecord } from '../common/domain-record';

export type RentPaymentFields = {
  tenancy: TenancyEntity;
  amountCents: number;
  paidOn: string;
  method: PaymentMethod;
  reference: string;
  status: PaymentStatus;
  recordedBy: 'staff' | 'tenant';
  charge: RentChargeEntity | null;
  createdBy: UserEntity | null;
};

/**
 * Money a tenant paid: recorded by staff (confirmed at once), or the tenant's "I've paid" (pending until staff confirm
 * or reject it). Only a confirmed payment is allocated and counts in the balance.
 */
@Entity({ tableName: 'rent_payments' })
@Index({ name: 'rent_payments_ledger_index', properties: ['tenancy', 'paidOn', 'createdAt'] })
@Index({
  name: 'rent_payments_pending_index',
  expression: `create index "rent_payments_pending_index" on "rent_payments" ("created_at") where "status" = 'pending'`,
})
@Check({ name: 'rent_payments_amount_check', expression: 'amount_cents > 0' })
export class RentPaymentEntity extends DomainRecord {
  @ManyToOne({ entity: () => TenancyEntity, deleteRule: 'cascade' })
  tenancy: TenancyEntity;

  @Property({ type: 'integer' })
  amountCents: number;

  @Property({ type: 'string', columnType: 'date' })
  paidOn: string;

  @Enum({ items: () => [...PAYMENT_METHODS] })
  method: PaymentMethod;

  @Property({ type: 'string', length: 35 })
  reference: string;

  @Enum({ items: () => [...PAYMENT_STATUSES] })
  status: PaymentStatus;

  @Enum({ items: () => ['staff', 'tenant'] })
  recordedBy: 'staff' | 'tenant';

  /** The charge a tenant said they paid. */
  @ManyToOne({ entity: () => RentChargeEntity, nullable: true, deleteRule: 'set null' })
  charge: RentChargeEntity | null;

  /** The bank line it was matched from (a split line has several payments). */
  @ManyToOne({ entity: () => BankLineEntity, nullable: true, deleteRule: 'set null', index: true })
  bankLine: BankLineEntity | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  rejectionReason: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt: Date | null = null;

  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  decidedBy: UserEntity | null = null;

  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  createdBy: UserEntity | null;

  constructor(fields: RentPaymentFields) {
    super();
    this.tenancy = fields.tenancy;
    this.amountCents = fields.amountCents;
    this.paidOn = fields.paidOn;
    this.method = fields.method;
    this.reference = fields.reference;
    this.status = fields.status;
    this.recordedBy = fields.recordedBy;
    this.charge = fields.charge;
    this.createdBy = fields.createdBy;
  }
}
