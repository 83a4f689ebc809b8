import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { UserEntity } from '../../users/user.entity';
import { ConditionItemEntity } from '../condition-reports/condition-item.entity';
import { MaintenanceRequestEntity } from '../maintenance-request.entity';
import { DepositEntity } from './deposit.entity';
import { DomainRecord } from '../../common/domain-record';

export type DepositDeductionFields = Pick<DepositDeductionEntity, 'deposit' | 'amountCents' | 'reason' | 'conditionItem' | 'maintenanceRequest' | 'createdBy'>;

/** A deduction from a deposit, with its evidence: exactly one of a move-out item or a repair request (checked). */
@Entity({ tableName: 'deposit_deductions' })
@Index({ properties: ['deposit', 'createdAt'] })
@Check({ name: 'deposit_deductions_amount_check', expression: 'amount_cents > 0' })
@Check({ name: 'deposit_deductions_evidence_check', expression: '(condition_item_id is null) <> (maintenance_request_id is null)' })
export class DepositDeductionEntity extends DomainRecord {
  @ManyToOne({ entity: () => DepositEntity, deleteRule: 'cascade' })
  deposit!: DepositEntity;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'string', length: 300 })
  reason!: string;

  @ManyToOne({ entity: () => ConditionItemEntity, nullable: true, deleteRule: 'cascade', index: true })
  conditionItem!: ConditionItemEntity | null;

  @ManyToOne({ entity: () => MaintenanceRequestEntity, nullable: true, deleteRule: 'cascade', index: true })
  maintenanceRequest!: MaintenanceRequestEntity | null;

  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  createdBy!: UserEntity | null;

  constructor(fields: DepositDeductionFields) {
    super();
    Object.assign(this, fields);
  }
}
