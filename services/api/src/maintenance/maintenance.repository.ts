import { EntityManager, type FilterQuery, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type MaintenanceListQuery, OPEN_MAINTENANCE_STATUSES, type TenantRequestsQuery } from '@app/contracts';
import {
  MAINTENANCE_SEARCH_TEXT,
  MaintenanceEventEntity,
  MaintenancePhotoEntity,
  MaintenanceRequestEntity,
  TENANCY_SEARCH_TEXT,
  TenancyEntity,
  UserEntity,
} from '@app/core';
import { type KeysetPage, keysetPage } from '../common/keyset-page';
import { containing } from '../common/like-pattern';
import { listingsTitled, matchingIds } from '../common/matching-ids';
import type { RequestParts } from './maintenance-view';

/** Maintenance requests with their photos and timelines. */
@Injectable()
export class MaintenanceRepository {
  constructor(private readonly em: EntityManager) {}

  /** A page of requests, newest first, by keyset, and their total capped at TOTAL_COUNT_CAP (keysetPage). */
  async page({ status, urgency, tenancyId, q, ...page }: MaintenanceListQuery): Promise<KeysetPage<MaintenanceRequestEntity>> {
    const filter: FilterQuery<MaintenanceRequestEntity> = {
      // The board's default view: requests being worked on, and finished ones the tenant followed up on since.
      ...(status === 'open'
        ? { $and: [{ $or: [{ status: { $in: [...OPEN_MAINTENANCE_STATUSES] } }, { tenantFollowUpAt: { $ne: null } }] }] }
        : status
          ? { status }
          : {}),
      ...(urgency ? { urgency } : {}),
      ...(tenancyId ? { tenancy: tenancyId } : {}),
      ...(q ? await this.searchFilter(q) : {}),
    };
    return keysetPage(this.em, { entity: MaintenanceRequestEntity, sortedBy: 'createdAt', where: filter, populate: ['tenancy.listing', 'assignee'] }, page);
  }

  /**
   * Requests whose reference or description, or whose tenancy's tenant name, address or listing title, contains `q`,
   * ignoring case. The request's own fields and the tenancies' through their trigram indexes; the tenancies (and their
   * listings) are read first, so that the OR stays two index reads instead of a join filtered row by row. The
   * tenancies' index holds their e-mail and phone too: the name or address is checked again on what it finds.
   */
  private async searchFilter(q: string): Promise<{ $or: FilterQuery<MaintenanceRequestEntity>[] }> {
    const pattern = containing(q);
    const tenancies = await matchingIds(this.em, TenancyEntity, {
      $or: [
        { [raw(`(${TENANCY_SEARCH_TEXT})`)]: { $ilike: pattern }, $or: [{ tenantName: { $ilike: pattern } }, { address: { $ilike: pattern } }] },
        { listing: { $in: await listingsTitled(this.em, pattern) } },
      ],
    });
    return { $or: [{ [raw(`(${MAINTENANCE_SEARCH_TEXT})`)]: { $ilike: pattern } }, { tenancy: { $in: tenancies } }] };
  }

  countNew(): Promise<number> {
    return this.em.count(MaintenanceRequestEntity, { status: 'new' });
  }

  /** Finished requests their tenant commented on since, not yet answered or changed by staff. */
  countFollowUps(): Promise<number> {
    return this.em.count(MaintenanceRequestEntity, { tenantFollowUpAt: { $ne: null } });
  }

  countOverdue(now: Date): Promise<number> {
    return this.em.count(MaintenanceRequestEntity, { firstRespondedAt: null, status: { $ne: 'cancelled' }, responseDueAt: { $lt: now } });
  }

  findById(id: string): Promise<MaintenanceRequestEntity | null> {
    return this.em.findOne(MaintenanceRequestEntity, { id }, { populate: ['tenancy.listing', 'assignee'] });
  }

  /** The request only if it belongs to one of this tenant's tenancies: any other id is as if it did not exist. */
  findForTenant(id: string, tenant: UserEntity): Promise<MaintenanceRequestEntity | null> {
    return this.em.findOne(MaintenanceRequestEntity, { id, tenancy: { tenant } }, { populate: ['tenancy.listing', 'assignee'] });
  }

  pageForTenant(tenant: UserEntity, { page, pageSize }: TenantRequestsQuery): Promise<[MaintenanceRequestEntity[], number]> {
    return this.em.findAndCount(
      MaintenanceRequestEntity,
      { tenancy: { tenant } },
      {
        populate: ['tenancy.listing'],
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: pageSize,
        offset: (page - 1) * pageSize,
      },
    );
  }

  tenanciesOf(tenant: UserEntity): Promise<TenancyEntity[]> {
    return this.em.find(TenancyEntity, { tenant }, { populate: ['listing'], orderBy: { leaseStart: 'desc', id: 'asc' } });
  }

  findTenancyOf(tenant: UserEntity, tenancyId: string): Promise<TenancyEntity | null> {
    return this.em.findOne(TenancyEntity, { id: tenancyId, tenant }, { populate: ['listing'] });
  }

  async partsOf(request: MaintenanceRequestEntity): Promise<RequestParts> {
    const [photos, timeline] = await Promise.all([
      this.em.find(MaintenancePhotoEntity, { request }, { populate: ['media'], orderBy: { createdAt: 'asc' } }),
      this.em.find(MaintenanceEventEntity, { request }, { populate: ['actor'], orderBy: { createdAt: 'asc', id: 'asc' } }),
    ]);
    return { request, photos, timeline };
  }

  /** The tenant's own photos of a request (they may add at most MAX_REQUEST_PHOTOS). */
  countTenantPhotos(request: MaintenanceRequestEntity): Promise<number> {
    return this.em.count(MaintenancePhotoEntity, { request, stage: 'report' });
  }

  /** A photo's request, for a check of who may see it. */
  findPhoto(mediaId: string): Promise<MaintenancePhotoEntity | null> {
    return this.em.findOne(MaintenancePhotoEntity, { media: mediaId }, { populate: ['request.tenancy'] });
  }

  /** Saves whatever changed with its timeline lines, photos and mails, in one transaction. */
  async save(...entities: object[]): Promise<void> {
    this.em.persist(entities);
    await this.em.flush();
  }
}
