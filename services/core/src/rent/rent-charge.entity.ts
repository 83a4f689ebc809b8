import { Check, Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { CHARGE_KINDS, type ChargeKind } from '@app/contracts';
import { TenancyEntity } from '../tenancies/tenancy.entity';
import { UserEntity } from '../users/user.entity';
import { DomainRecord } from '../common/domain-record';

export type RentChargeFields = Pick<RentChargeEntity, 'tenancy' | 'kind' | 'period' | 'reference' | 'description' | 'dueOn' | 'amountCents' | 'createdBy'>;

/**
 * What a tenant owes: a month's rent (made once per tenancy and month by the sweep: the unique tenancy, kind and period),
 * the late interest on one, or a one-off charge staff added. `openCents` is what allocations have not yet paid; it only
 * changes in the transaction that writes an allocation, so it always equals amount − allocations.
 */
@Entity({ tableName: 'rent_charges' })
@Unique({ name: 'rent_charges_tenancy_kind_period_unique', properties: ['tenancy', 'kind', 'period'] })
@Index({ name: 'rent_charges_ledger_index', properties: ['tenancy', 'dueOn', 'createdAt'] })
@Index({ name: 'rent_charges_open_index', expression: 'create index "rent_charges_open_index" on "rent_charges" ("due_on") where "open_cents" > 0' })
@Index({
  name: 'rent_charges_open_tenancy_index',
  expression: 'create index "rent_charges_open_tenancy_index" on "rent_charges" ("tenancy_id", "due_on") where "open_cents" > 0',
})
@Check({ name: 'rent_charges_amounts_check', expression: 'amount_cents > 0 and open_cents >= 0 and open_cents <= amount_cents' })
export class RentChargeEntity extends DomainRecord {
  @ManyToOne({ entity: () => TenancyEntity, deleteRule: 'cascade' })
  tenancy!: TenancyEntity;

  @Enum({ items: () => [...CHARGE_KINDS] })
  kind!: ChargeKind;

  /** YYYY-MM of a rent or late-interest charge; null for a one-off (nulls never collide in the unique index). */
  @Property({ type: 'string', length: 7, nullable: true })
  period!: string | null;

  /** What the tenant writes in the transfer: ≤ 25 characters, unique. */
  @Property({ type: 'string', length: 25, unique: true })
  reference!: string;

  @Property({ type: 'string', length: 120 })
  description!: string;

  @Property({ type: 'string', columnType: 'date' })
  dueOn!: string;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'integer' })
  openCents: number;

  /** Staff who added a one-off; null for the sweep's charges. */
  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  createdBy!: UserEntity | null;

  constructor(fields: RentChargeFields) {
    super();
    Object.assign(this, fields);
    this.openCents = fields.amountCents;
  }
}
