import { type Tenancy, tenancyStatus } from '@app/contracts';
import type { TenancyEntity } from '@app/core';
import { leaseTermsView } from './lease-terms/lease-terms';

/** The unit in words: the listing's title, or the address. */
export function unitOf(tenancy: TenancyEntity): string {
  return tenancy.listing?.title ?? tenancy.address ?? '';
}

export const centsToDollars = (cents: number): number => cents / 100;
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

export function toTenancy(tenancy: TenancyEntity, now: Date): Tenancy {
  return {
    id: tenancy.id,
    listing: tenancy.listing ? { id: tenancy.listing.id, title: tenancy.listing.title } : null,
    address: tenancy.address,
    unit: unitOf(tenancy),
    tenantName: tenancy.tenantName,
    tenantEmail: tenancy.tenantEmail,
    tenantPhone: tenancy.tenantPhone,
    leaseStart: tenancy.leaseStart,
    leaseEnd: tenancy.leaseEnd,
    monthlyRent: centsToDollars(tenancy.monthlyRentCents),
    status: tenancyStatus(tenancy, now),
    endedAt: tenancy.endedAt?.toISOString() ?? null,
    invitedAt: tenancy.invitedAt?.toISOString() ?? null,
    version: tenancy.version,
    createdAt: tenancy.createdAt.toISOString(),
    ...leaseTermsView(tenancy, now),
  };
}
