import { Entity, ManyToOne, Property } from '@mikro-orm/core';
import { TenancyEntity } from '../tenancy.entity';
import { DepositEntity } from './deposit.entity';
import { DomainRecord } from '../../common/domain-record';

export type DepositCarryOverFields = Pick<
  DepositCarryOverEntity,
  'deposit' | 'fromTenancy' | 'toTenancy' | 'amountCents' | 'fromMonthlyRentCents' | 'toMonthlyRentCents'
>;

/**
 * That a deposit moved from a tenancy to its renewal when the tenant accepted it: the deposit stays held (no refund, no
 * letter for the old tenancy), and these rows are its history, with the rents either side for the top-up or refund staff see.
 */
@Entity({ tableName: 'deposit_carry_overs' })
export class DepositCarryOverEntity extends DomainRecord {
  @ManyToOne({ entity: () => DepositEntity, deleteRule: 'cascade', index: true })
  deposit!: DepositEntity;

  @ManyToOne({ entity: () => TenancyEntity, deleteRule: 'cascade' })
  fromTenancy!: TenancyEntity;

  @ManyToOne({ entity: () => TenancyEntity, deleteRule: 'cascade', unique: true })
  toTenancy!: TenancyEntity;

  /** The deposit held when it moved. */
  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'integer' })
  fromMonthlyRentCents!: number;

  @Property({ type: 'integer' })
  toMonthlyRentCents!: number;

  constructor(fields: DepositCarryOverFields) {
    super();
    Object.assign(this, fields);
  }
}
