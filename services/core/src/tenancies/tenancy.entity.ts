import { Entity, Enum, Index, ManyToOne, Opt, Property } from '@mikro-orm/core';
import { LETTING_KINDS, type LettingKind, PROPERTY_KINDS, type PropertyKind, TENANT_RESIDENCIES, type TenantResidency } from '@app/contracts';
import { PropertyEntity } from '../properties/property.entity';
import { UserEntity } from '../users/user.entity';
import { EditableRecord } from '../common/domain-record';
import { trigramIndex } from '../common/trigram-index';

export type TenancyFields = {
  listing: PropertyEntity | null;
  address: string | null;
  tenantName: string;
  tenantEmail: string;
  tenantPhone: string;
  leaseStart: string;
  leaseEnd: string;
  monthlyRentCents: number;
};

/**
 * The text the tenancies search looks in (tenant name, e-mail, phone and address, one per line), as SQL on the
 * table's columns: the search writes the same expression, so that the trigram index on it answers.
 */
export const TENANCY_SEARCH_TEXT = `tenant_name || E'\\n' || tenant_email || E'\\n' || tenant_phone || E'\\n' || coalesce(address, '')`;

/**
 * A lease of one unit (a listing, or a free address) to one tenant. Its status follows from the lease dates, unless
 * staff ended it early (`endedAt`). `tenant` is the tenant's portal account, made when they are first invited.
 */
@Entity({ tableName: 'tenancies' })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['leaseStart', 'createdAt', 'id'] })
@Index(trigramIndex('tenancies', 'tenancies_search_index', TENANCY_SEARCH_TEXT))
export class TenancyEntity extends EditableRecord {
  /** Kept as null if the listing is deleted: the address below is then what identifies the unit. */
  @ManyToOne({ entity: () => PropertyEntity, nullable: true, deleteRule: 'set null', index: true })
  listing: PropertyEntity | null;

  @Property({ type: 'string', length: 300, nullable: true })
  address: string | null;

  @Property({ type: 'string', length: 120 })
  tenantName: string;

  /** Lower-cased: the PDPA erasure and the tenant's account find it by it. */
  @Property({ type: 'string', length: 254, index: true })
  tenantEmail: string;

  @Property({ type: 'string', length: 20 })
  tenantPhone: string;

  /** YYYY-MM-DD, Singapore days. */
  @Property({ type: 'string', columnType: 'date' })
  leaseStart: string;

  @Property({ type: 'string', columnType: 'date' })
  leaseEnd: string;

  @Property({ type: 'integer' })
  monthlyRentCents: number;

  /** The tenancy's number, from a sequence: its short code in charge references is this in base 36 (tenancyRentCode). */
  @Property({ type: 'integer', autoincrement: true, unique: true })
  rentNumber!: number & Opt;

  /** The day of month rent falls due (31 clamps to the month's end); null: the lease start's day of month. */
  @Property({ type: 'smallint', nullable: true })
  dueDay: number | null = null;

  /** Late interest, off while null: a yearly rate in basis points, charged once per late charge after the grace days. */
  @Property({ type: 'integer', nullable: true })
  lateInterestBasisPoints: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  lateInterestGraceDays: number | null = null;

  /** Set when staff end the tenancy (before or at its lease end). */
  @Property({ type: 'datetime', nullable: true })
  endedAt: Date | null = null;

  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null', index: true })
  tenant: UserEntity | null = null;

  @Property({ type: 'datetime', nullable: true })
  invitedAt: Date | null = null;

  // What the lease rules and the stamp duty need (libs/contracts/src/tenancies/lease-rules.ts, stamp-duty.ts).

  @Enum({ items: () => [...PROPERTY_KINDS], nullable: true })
  propertyKind: PropertyKind | null = null;

  @Enum({ items: () => [...LETTING_KINDS], default: 'whole_unit' })
  letting: LettingKind & Opt = 'whole_unit';

  /** HDB flat type in rooms (an executive flat counts as 5). */
  @Property({ type: 'smallint', nullable: true })
  hdbRooms: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  floorAreaSqm: number | null = null;

  @Enum({ items: () => [...TENANT_RESIDENCIES], nullable: true })
  tenantResidency: TenantResidency | null = null;

  @Property({ type: 'smallint', nullable: true })
  occupants: number | null = null;

  /** The market rent a month, when staff know it higher than the contractual one: the duty is on the higher. */
  @Property({ type: 'integer', nullable: true })
  marketMonthlyRentCents: number | null = null;

  /** Service, maintenance and furniture charges a month, counted as rent for the stamp duty. */
  @Property({ type: 'integer', default: 0 })
  monthlyChargesCents: number & Opt = 0;

  /** A staggered rent: the monthly rent of the second lease year on, in order (the first year's is monthlyRentCents). */
  @Property({ type: 'json', default: '[]' })
  laterYearRentsCents: number[] & Opt = [];

  /** Stamping: the day the agreement was first signed, and where. */
  @Property({ type: 'string', columnType: 'date', nullable: true })
  signedOn: string | null = null;

  @Property({ type: 'boolean', default: false })
  signedAbroad: boolean & Opt = false;

  @Property({ type: 'string', columnType: 'date', nullable: true })
  receivedInSingaporeOn: string | null = null;

  /** IRAS's stamp certificate reference, once stamped, and the day it was. */
  @Property({ type: 'string', length: 40, nullable: true })
  stampCertificateRef: string | null = null;

  @Property({ type: 'string', columnType: 'date', nullable: true })
  stampedOn: string | null = null;

  /** Diplomatic clause: the earliest day the tenant may exercise it, and the notice it takes in months. */
  @Property({ type: 'string', columnType: 'date', nullable: true })
  diplomaticClauseFrom: string | null = null;

  @Property({ type: 'smallint', nullable: true })
  diplomaticNoticeMonths: number | null = null;

  /** The tenancy this one renews (accepted renewal offer), stamped again. */
  @ManyToOne({ entity: () => TenancyEntity, nullable: true, deleteRule: 'set null', index: true })
  previousTenancy: TenancyEntity | null = null;

  /** Raised by every save from staff's edit form; a save names the version it started from, and an older one is refused (409). */
  @Property({ type: 'integer', defaultRaw: '1' })
  version: number & Opt = 1;

  constructor(fields: TenancyFields) {
    super();
    this.listing = fields.listing;
    this.address = fields.address;
    this.tenantName = fields.tenantName;
    this.tenantEmail = fields.tenantEmail.toLowerCase();
    this.tenantPhone = fields.tenantPhone;
    this.leaseStart = fields.leaseStart;
    this.leaseEnd = fields.leaseEnd;
    this.monthlyRentCents = fields.monthlyRentCents;
  }
}
