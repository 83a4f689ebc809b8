import type { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import { OwnerEntity, OwnerUnitEntity, tenanciesOfUnits, type TenancyEntity, type UserEntity } from '@app/core';

/** Who reads a condition report or a deposit letter: staff (any tenancy), or a portal account (its own tenancies only). */
export type Viewer = { role: 'staff' } | { role: 'tenant' | 'owner'; user: UserEntity };

export const STAFF: Viewer = { role: 'staff' };

export const portalViewer = (user: UserEntity): Viewer => ({ role: user.role === 'owner' ? 'owner' : 'tenant', user });

/** The tenancies a viewer may see: all for staff, a tenant's own, an owner's units'. */
export async function tenanciesOf(em: EntityManager, viewer: Viewer): Promise<FilterQuery<TenancyEntity>> {
  if (viewer.role === 'staff') return {};
  if (viewer.role === 'tenant') return { tenant: viewer.user.id };
  const owner = await em.findOne(OwnerEntity, { account: viewer.user.id });
  if (!owner) return { id: { $in: [] } };
  return tenanciesOfUnits(await em.find(OwnerUnitEntity, { owner: owner.id }, { populate: ['listing'] }));
}
