import { Entity, Enum, ManyToOne, Opt, Property } from '@mikro-orm/core';
import { RENEWAL_OFFER_STATUSES, type RenewalOfferStatus } from '@app/contracts';
import { UserEntity } from '../../users/user.entity';
import { TenancyEntity } from '../tenancy.entity';
import { DomainRecord } from '../../common/domain-record';

/**
 * A renewal staff offer the tenant of a tenancy: a new rent and term from the day after the lease ends. The tenant
 * accepts (which makes the follow-on tenancy) or declines it in the portal. One open offer per tenancy at a time.
 */
@Entity({ tableName: 'renewal_offers' })
export class RenewalOfferEntity extends DomainRecord {
  @ManyToOne({ entity: () => TenancyEntity, deleteRule: 'cascade', index: true })
  tenancy!: TenancyEntity;

  @Property({ type: 'integer' })
  monthlyRentCents!: number;

  @Property({ type: 'smallint' })
  termMonths!: number;

  @Enum({ items: () => [...RENEWAL_OFFER_STATUSES], default: 'offered' })
  status: RenewalOfferStatus & Opt = 'offered';

  /** The tenancy made when the tenant accepted. */
  @ManyToOne({ entity: () => TenancyEntity, nullable: true, deleteRule: 'set null' })
  followOn: TenancyEntity | null = null;

  /** The portal the offer's mail links to (the site's address when it was made). */
  @Property({ type: 'string', length: 300 })
  portalUrl!: string;

  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  offeredBy!: UserEntity | null;

  @Property({ type: 'datetime', nullable: true })
  answeredAt: Date | null = null;

  constructor(fields: Pick<RenewalOfferEntity, 'tenancy' | 'monthlyRentCents' | 'termMonths' | 'portalUrl' | 'offeredBy'>) {
    super();
    Object.assign(this, fields);
  }
}
