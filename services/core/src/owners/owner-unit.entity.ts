import { Entity, Enum, Index, ManyToOne, Opt, Property, Unique } from '@mikro-orm/core';
import { PAYEE_KINDS, type PayeeKind } from '@app/contracts';
import { PropertyEntity } from '../properties/property.entity';
import { OwnerEntity } from './owner.entity';
import { DomainRecord } from '../common/domain-record';
import { trigramIndex } from '../common/trigram-index';

/**
 * A unit an owner owns: a listing, or a free address, told apart like a tenancy's unit (the tenancies of the same
 * listing, or of the same address ignoring case, are this unit's). A unit has one owner (unique indexes on the listing
 * and on the lower-cased address). The management fee is in basis points of the rent due (850 = 8.5%).
 */
@Entity({ tableName: 'owner_units' })
@Unique({
  name: 'owner_units_listing_unique',
  expression: 'create unique index "owner_units_listing_unique" on "owner_units" ("listing_id") where "listing_id" is not null',
})
@Unique({
  name: 'owner_units_address_unique',
  expression: 'create unique index "owner_units_address_unique" on "owner_units" (lower("address")) where "listing_id" is null',
})
@Index(trigramIndex('owner_units', 'owner_units_address_search_index', 'address'))
export class OwnerUnitEntity extends DomainRecord {
  @ManyToOne({ entity: () => OwnerEntity, deleteRule: 'cascade', index: true })
  owner: OwnerEntity;

  @ManyToOne({ entity: () => PropertyEntity, nullable: true, deleteRule: 'set null' })
  listing: PropertyEntity | null;

  @Property({ type: 'string', length: 300, nullable: true })
  address: string | null;

  @Property({ type: 'integer' })
  managementFeeBasisPoints: number;

  /** Who receives the unit's rent by PayNow: the company's UEN (the default), or the owner's own UEN or mobile. */
  @Enum({ items: () => [...PAYEE_KINDS], default: 'company' })
  payeeKind: PayeeKind & Opt = 'company';

  /** The owner's PayNow UEN or +65 mobile number; null for the company. */
  @Property({ type: 'string', length: 20, nullable: true })
  payeeProxy: string | null = null;

  /** The name PayNow shows for the owner's proxy (≤ 25 characters); null for the company. */
  @Property({ type: 'string', length: 25, nullable: true })
  payeeName: string | null = null;

  constructor(fields: { owner: OwnerEntity; listing: PropertyEntity | null; address: string | null; managementFeeBasisPoints: number }) {
    super();
    this.owner = fields.owner;
    this.listing = fields.listing;
    this.address = fields.listing ? null : fields.address;
    this.managementFeeBasisPoints = fields.managementFeeBasisPoints;
  }
}
