import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  endpointUrl,
  isUuid,
  MAINTENANCE_MESSAGES,
  OPEN_MAINTENANCE_STATUSES,
  OWNER_MESSAGES,
  OWNER_PORTAL_ENDPOINTS,
  type OwnerMaintenancePage,
  type OwnerMaintenanceRequest,
  type OwnerRequestsQuery,
  type OwnerStatement,
  type OwnerStatementPage,
  type OwnerUnits,
  MAINTENANCE_STATUSES,
  singaporeMonth,
  type StatementListQuery,
  tenancyStatus,
} from '@app/contracts';
import {
  buildOwnerStatement,
  isTenancyOfUnit,
  MaintenanceRequestEntity,
  type OwnerEntity,
  type OwnerUnitEntity,
  TenancyEntity,
  tenanciesOfUnits,
  unitName,
  statementSettings,
  type UserEntity,
} from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { MaintenanceRepository } from '../maintenance/maintenance.repository';
import { type PhotoRoute, toOwnerRequest, toOwnerSummary } from '../maintenance/maintenance-view';
import type { PhotoViewer } from '../maintenance/photo-files';
import { centsToDollars } from '../tenancies/tenancy-view';
import { foundOr404 } from '../common/found-or-404';
import { OwnersRepository } from './owners.repository';
import { basisPointsToPercent, toStatement, toStatementSummary } from './owner-view';
import { listPage } from '../common/list-page';

const OWNER_PHOTO_ROUTE: PhotoRoute = (photoId, file) => endpointUrl(OWNER_PORTAL_ENDPOINTS.photoFile, { photoId, file });
const CLOSED_STATUSES = MAINTENANCE_STATUSES.filter((status) => !OPEN_MAINTENANCE_STATUSES.includes(status));

/** What an owner's account sees: the owner record it signs in as, and that owner's units. */
type OwnerScope = { owner: OwnerEntity | null; units: OwnerUnitEntity[] };

/**
 * The owner's view of the portal: only the units linked to the owner the account signs in as, their tenancies, the
 * requests on them and the owner's statements. Any other id answers 404, the same as one that does not exist.
 */
@Injectable()
export class OwnerPortalService {
  constructor(
    private readonly em: EntityManager,
    private readonly owners: OwnersRepository,
    private readonly requests: MaintenanceRepository,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async units(account: UserEntity): Promise<OwnerUnits> {
    const { units } = await this.scope(account);
    const tenancies = await this.em.find(TenancyEntity, tenanciesOfUnits(units), { populate: ['listing'], orderBy: { leaseStart: 'desc', id: 'asc' } });
    const now = new Date();
    return {
      units: units.map((unit) => ({
        id: unit.id,
        unit: unitName(unit),
        managementFeePercent: basisPointsToPercent(unit.managementFeeBasisPoints),
        tenancies: tenancies
          .filter((tenancy) => isTenancyOfUnit(tenancy, unit))
          .map((tenancy) => ({
            id: tenancy.id,
            leaseStart: tenancy.leaseStart,
            leaseEnd: tenancy.leaseEnd,
            monthlyRent: centsToDollars(tenancy.monthlyRentCents),
            status: tenancyStatus(tenancy, now),
          })),
      })),
    };
  }

  async requestsPage(account: UserEntity, { state, page, pageSize }: OwnerRequestsQuery): Promise<OwnerMaintenancePage> {
    const { units } = await this.scope(account);
    const statuses = state === 'open' ? [...OPEN_MAINTENANCE_STATUSES] : CLOSED_STATUSES;
    const [items, total] = await this.em.findAndCount(
      MaintenanceRequestEntity,
      { tenancy: tenanciesOfUnits(units), status: { $in: statuses } },
      {
        populate: ['tenancy.listing'],
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: pageSize,
        offset: (page - 1) * pageSize,
      },
    );
    return { items: items.map(toOwnerSummary), total, page, pageSize };
  }

  async request(account: UserEntity, id: string): Promise<OwnerMaintenanceRequest> {
    const { units } = await this.scope(account);
    const request = isUuid(id)
      ? await this.em.findOne(MaintenanceRequestEntity, { id, tenancy: tenanciesOfUnits(units) }, { populate: ['tenancy.listing'] })
      : null;
    if (!request) throw new NotFoundException(MAINTENANCE_MESSAGES.notFound);
    return toOwnerRequest(await this.requests.partsOf(request), OWNER_PHOTO_ROUTE);
  }

  /** Who may see a photo: the owner of the unit its request's tenancy is of. */
  async photoViewer(account: UserEntity): Promise<PhotoViewer> {
    const { units } = await this.scope(account);
    return (photo) => units.some((unit) => isTenancyOfUnit(photo.request.tenancy, unit));
  }

  async statements(account: UserEntity, query: StatementListQuery): Promise<OwnerStatementPage> {
    const { owner } = await this.scope(account);
    if (!owner) return listPage([], 0, query);
    const [items, total] = await this.owners.statementsPage(owner, query);
    return listPage(items.map(toStatementSummary), total, query);
  }

  /** The current Singapore month so far, from the figures its statement will be made of on the 1st: not final. */
  async currentStatement(account: UserEntity): Promise<OwnerStatement> {
    const owner = await this.ownerOf(account);
    const month = singaporeMonth(new Date());
    return toStatement(owner, null, { month, content: await buildOwnerStatement(this.em, owner.id, month, statementSettings(this.config)) });
  }

  async statement(account: UserEntity, id: string): Promise<OwnerStatement> {
    const owner = await this.ownerOf(account);
    const statement = await foundOr404(id, () => this.owners.findStatement(owner, id), OWNER_MESSAGES.statementNotFound);
    return toStatement(owner, statement);
  }

  private async ownerOf(account: UserEntity): Promise<OwnerEntity> {
    const owner = await this.owners.findByAccount(account);
    if (!owner) throw new NotFoundException(OWNER_MESSAGES.statementNotFound);
    return owner;
  }

  private async scope(account: UserEntity): Promise<OwnerScope> {
    const owner = await this.owners.findByAccount(account);
    return { owner, units: owner ? await this.owners.unitsOf(owner) : [] };
  }
}
