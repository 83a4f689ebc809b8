import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TenancyEntity } from '../tenancies/tenancy.entity';
import { OwnerUnitEntity } from './owner-unit.entity';

/** `text` as an ILIKE pattern that matches only itself (ignoring case). */
const exactly = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The tenancies of a unit: of its listing, or, for a free address, of the same address ignoring case. */
export function tenanciesOfUnit(unit: Pick<OwnerUnitEntity, 'listing' | 'address'>): FilterQuery<TenancyEntity> {
  if (unit.listing) return { listing: unit.listing.id };
  return { listing: null, address: { $ilike: exactly(unit.address ?? '') } };
}

/** The tenancies of any of these units (none for no unit). */
export function tenanciesOfUnits(units: ReadonlyArray<Pick<OwnerUnitEntity, 'listing' | 'address'>>): FilterQuery<TenancyEntity> {
  return units.length ? { $or: units.map(tenanciesOfUnit) } : { id: { $in: [] } };
}

/** Whether a tenancy is of this unit (the same rule as tenanciesOfUnit). */
export function isTenancyOfUnit(tenancy: Pick<TenancyEntity, 'listing' | 'address'>, unit: Pick<OwnerUnitEntity, 'listing' | 'address'>): boolean {
  if (unit.listing) return tenancy.listing?.id === unit.listing.id;
  return tenancy.listing === null && (tenancy.address ?? '').toLowerCase() === (unit.address ?? '').toLowerCase();
}

/** The unit in words: the listing's title, or the address. */
export function unitName(unit: Pick<OwnerUnitEntity, 'listing' | 'address'>): string {
  return unit.listing?.title ?? unit.address ?? '';
}

/** The owner's unit a tenancy is of (the reverse of tenanciesOfUnit), or null when no owner links it. */
export function unitOfTenancy(em: EntityManager, tenancy: Pick<TenancyEntity, 'listing' | 'address'>): Promise<OwnerUnitEntity | null> {
  const filter: FilterQuery<OwnerUnitEntity> = tenancy.listing
    ? { listing: tenancy.listing.id }
    : { listing: null, address: { $ilike: exactly(tenancy.address ?? '') } };
  return em.findOne(OwnerUnitEntity, filter, { populate: ['owner'] });
}
