import { EntityManager, type FilterQuery, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { singaporeDay, type TenancyListQuery, type TenancyStatus } from '@app/contracts';
import { PropertyEntity, TENANCY_SEARCH_TEXT, TenancyEntity } from '@app/core';
import { containing } from '../common/like-pattern';
import { listingsTitled } from '../common/matching-ids';
import { takeNextVersion, type VersionCheck } from '../common/next-version';

/** The filter of each derived status, on Singapore's `today`. */
function statusFilter(status: TenancyStatus, today: string): FilterQuery<TenancyEntity> {
  if (status === 'ended') return { $or: [{ endedAt: { $ne: null } }, { leaseEnd: { $lt: today } }] };
  if (status === 'upcoming') return { endedAt: null, leaseStart: { $gt: today } };
  return { endedAt: null, leaseStart: { $lte: today }, leaseEnd: { $gte: today } };
}

/**
 * Tenancies whose tenant (name, e-mail, phone), address or listing title contains `q`, ignoring case: the tenancy's
 * own fields through their trigram index (`tenancies_search_index`), the listings read first by theirs.
 */
export async function tenancySearchFilter(em: EntityManager, q: string): Promise<FilterQuery<TenancyEntity>> {
  const pattern = containing(q);
  return { $or: [{ [raw(`(${TENANCY_SEARCH_TEXT})`)]: { $ilike: pattern } }, { listing: { $in: await listingsTitled(em, pattern) } }] };
}

/** Tenancies as staff list, read and change them. */
@Injectable()
export class TenanciesRepository {
  constructor(private readonly em: EntityManager) {}

  async page({ q, status, page, pageSize }: TenancyListQuery, now: Date): Promise<[TenancyEntity[], number]> {
    const filters: FilterQuery<TenancyEntity>[] = [];
    if (status) filters.push(statusFilter(status, singaporeDay(now)));
    if (q) filters.push(await tenancySearchFilter(this.em, q));
    return this.em.findAndCount(TenancyEntity, filters.length ? { $and: filters } : {}, {
      populate: ['listing'],
      orderBy: { leaseStart: 'desc', createdAt: 'desc', id: 'desc' },
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
  }

  findById(id: string): Promise<TenancyEntity | null> {
    return this.em.findOne(TenancyEntity, { id }, { populate: ['listing', 'tenant'] });
  }

  findListing(id: string): Promise<PropertyEntity | null> {
    return this.em.findOne(PropertyEntity, { id });
  }

  async save(...entities: object[]): Promise<void> {
    this.em.persist(entities);
    await this.em.flush();
  }

  /** Saves staff's edit only while the tenancy is still at the version it started from, which it raises (409 `stale`, nothing written, when another save raised it first). */
  async saveEdit(tenancy: TenancyEntity, version: VersionCheck): Promise<void> {
    await this.em.transactional(async (tx) => {
      await takeNextVersion(tx, TenancyEntity, tenancy, version);
      tx.persist(tenancy);
      await tx.flush();
    });
  }
}
