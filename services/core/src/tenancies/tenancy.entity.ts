import { Entity, Index, ManyToOne, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { PropertyEntity } from '../properties/property.entity';
import { UserEntity } from '../users/user.entity';

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
 * A lease of one unit (a listing, or a free address) to one tenant. Its status follows from the lease dates, unless
 * staff ended it early (`endedAt`). `tenant` is the tenant's portal account, made when they are first invited.
 */
@Entity({ tableName: 'tenancies' })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['leaseStart', 'createdAt', 'id'] })
export class TenancyEntity {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string & Opt;

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

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(fields: TenancyFields) {
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
