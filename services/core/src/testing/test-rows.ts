import { ContentDraftEntity, type ContentDraftFields } from '../content/content-draft.entity';
import { OwnerEntity, type OwnerFields } from '../owners/owner.entity';
import { TenancyEntity, type TenancyFields } from '../tenancies/tenancy.entity';

/**
 * A tenancy row for tests (not persisted): Tan Mei Ling's lease of a free address from 1 Jan 2026 to 31 Dec 2027 at
 * S$3,200 a month, with `fields` instead where given.
 */
export function testTenancy(fields: Partial<TenancyFields> = {}): TenancyEntity {
  return new TenancyEntity({
    listing: null,
    address: '12 Marine Parade Road #08-12',
    tenantName: 'Tan Mei Ling',
    tenantEmail: 'meiling@example.sg',
    tenantPhone: '+65 9123 4567',
    leaseStart: '2026-01-01',
    leaseEnd: '2027-12-31',
    monthlyRentCents: 320_000,
    ...fields,
  });
}

/** An owner row for tests (not persisted): Ong Bee Hoon, with `fields` instead where given. */
export function testOwner(fields: Partial<OwnerFields> & Pick<OwnerFields, 'email'>): OwnerEntity {
  return new OwnerEntity({ name: 'Ong Bee Hoon', phone: '+65 9000 0000', portalUrl: 'http://portal.test/portal', ...fields });
}

/** An approved newsletter draft for tests (not persisted), with `fields` instead where given. */
export function testDraft(fields: Partial<ContentDraftFields> = {}): ContentDraftEntity {
  return new ContentDraftEntity({
    title: 'The November letter',
    content: '<p>What changed for landlords this month.</p>',
    author: null,
    contentType: 'newsletter',
    status: 'approved',
    tags: [],
    imageUrl: null,
    featuredImage: null,
    scheduledFor: null,
    ...fields,
  });
}
