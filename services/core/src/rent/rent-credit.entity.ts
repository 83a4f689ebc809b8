import { Check, Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { CREDIT_SOURCES, type CreditSource } from '@app/contracts';
import { TenancyEntity } from '../tenancies/tenancy.entity';
import { UserEntity } from '../users/user.entity';
import { RentPaymentEntity } from './rent-payment.entity';
import { DomainRecord } from '../common/domain-record';

export type RentCreditFields = Pick<RentCreditEntity, 'tenancy' | 'amountCents' | 'source' | 'reason' | 'creditedOn' | 'payment' | 'createdBy'>;

/**
 * Money in the tenant's favour: given by staff with a reason, or what a payment brought beyond what was open. Applied
 * to the oldest open charge first, now or when the next charge comes; `unappliedCents` is what is left of it.
 */
@Entity({ tableName: 'rent_credits' })
@Index({ name: 'rent_credits_ledger_index', properties: ['tenancy', 'creditedOn', 'createdAt'] })
@Index({
  name: 'rent_credits_unapplied_index',
  expression: 'create index "rent_credits_unapplied_index" on "rent_credits" ("tenancy_id") where "unapplied_cents" > 0',
})
@Check({ name: 'rent_credits_amounts_check', expression: 'amount_cents > 0 and unapplied_cents >= 0 and unapplied_cents <= amount_cents' })
export class RentCreditEntity extends DomainRecord {
  @ManyToOne({ entity: () => TenancyEntity, deleteRule: 'cascade' })
  tenancy!: TenancyEntity;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'integer' })
  unappliedCents: number;

  @Enum({ items: () => [...CREDIT_SOURCES] })
  source!: CreditSource;

  @Property({ type: 'string', length: 300 })
  reason!: string;

  /** The Singapore day of the credit (an overpayment's: the payment's date). */
  @Property({ type: 'string', columnType: 'date' })
  creditedOn!: string;

  /** The payment an overpayment came from. */
  @ManyToOne({ entity: () => RentPaymentEntity, nullable: true, deleteRule: 'cascade', index: true })
  payment!: RentPaymentEntity | null;

  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  createdBy!: UserEntity | null;

  constructor(fields: RentCreditFields) {
    super();
    Object.assign(this, fields);
    this.unappliedCents = fields.amountCents;
  }
}
