import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { RentChargeEntity } from './rent-charge.entity';
import { RentCreditEntity } from './rent-credit.entity';
import { RentPaymentEntity } from './rent-payment.entity';
import { DomainRecord } from '../common/domain-record';

export type RentAllocationFields = Pick<RentAllocationEntity, 'charge' | 'payment' | 'credit' | 'amountCents' | 'receivedOn' | 'received'>;

/**
 * Part of a payment or a credit paying part of a charge. `received`: money that came in (a payment, or an overpayment
 * credit), which the owner's statement counts as rent received on `receivedOn`; a credit staff gave is not.
 */
@Entity({ tableName: 'rent_allocations' })
@Index({ name: 'rent_allocations_received_index', properties: ['charge', 'receivedOn'] })
@Check({ name: 'rent_allocations_source_check', expression: 'amount_cents > 0 and ((payment_id is null) <> (credit_id is null))' })
export class RentAllocationEntity extends DomainRecord {
  @ManyToOne({ entity: () => RentChargeEntity, deleteRule: 'cascade' })
  charge!: RentChargeEntity;

  @ManyToOne({ entity: () => RentPaymentEntity, nullable: true, deleteRule: 'cascade', index: true })
  payment!: RentPaymentEntity | null;

  @ManyToOne({ entity: () => RentCreditEntity, nullable: true, deleteRule: 'cascade', index: true })
  credit!: RentCreditEntity | null;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'string', columnType: 'date' })
  receivedOn!: string;

  @Property({ type: 'boolean' })
  received!: boolean;

  constructor(fields: RentAllocationFields) {
    super();
    Object.assign(this, fields);
  }
}
