import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { diplomaticClauseDates, endpointUrl, LEASE_PORTAL_ENDPOINTS, type PortalLease, type PortalLeaseList } from '@app/contracts';
import { isTenancyOfUnit, type OwnerUnitEntity, stampDutyOf, TenancyEntity, tenanciesOfUnits, type UserEntity } from '@app/core';
import { OwnersRepository } from '../owners/owners.repository';
import { unitOf } from '../tenancies/tenancy-view';
import { type DocumentRoute, LeaseDocumentsService } from './lease-documents.service';
import { RenewalsService } from './renewals.service';

const PORTAL_DOCUMENT_ROUTE: DocumentRoute = (document) => endpointUrl(LEASE_PORTAL_ENDPOINTS.documentFile, { documentId: document.id });

/** Who may see a tenancy's lease in the portal: its tenant, or an owner of its unit. */
export type LeaseViewer = (tenancy: TenancyEntity) => boolean;

/**
 * The portal's leases: a tenant's own tenancies, an owner's units' tenancies; each with its stamping, diplomatic clause
 * and documents, and for the tenant the renewal offer waiting for an answer. Nothing of anyone else's.
 */
@Injectable()
export class LeasePortalService {
  constructor(
    private readonly em: EntityManager,
    private readonly owners: OwnersRepository,
    private readonly documents: LeaseDocumentsService,
    private readonly renewals: RenewalsService,
  ) {}

  async leases(account: UserEntity): Promise<PortalLeaseList> {
    const isTenant = account.role === 'tenant';
    const units = isTenant ? [] : await this.unitsOf(account);
    const filter = isTenant ? { tenant: account } : tenanciesOfUnits(units);
    const tenancies = await this.em.find(TenancyEntity, filter, { populate: ['listing'], orderBy: { leaseStart: 'desc', id: 'desc' } });
    const documents = await this.documents.list(tenancies, PORTAL_DOCUMENT_ROUTE);
    const offers = isTenant ? await this.renewals.openOffers(tenancies) : new Map();
    return {
      items: tenancies.map((tenancy) =>
        this.view(tenancy, isTenant ? 'tenant' : 'owner', { documents: documents.get(tenancy.id) ?? [], renewalOffer: offers.get(tenancy.id) ?? null }),
      ),
    };
  }

  async viewer(account: UserEntity): Promise<LeaseViewer> {
    if (account.role === 'tenant') return (tenancy) => tenancy.tenant?.id === account.id;
    const units = await this.unitsOf(account);
    return (tenancy) => units.some((unit) => isTenancyOfUnit(tenancy, unit));
  }

  private async unitsOf(account: UserEntity): Promise<OwnerUnitEntity[]> {
    const owner = await this.owners.findByAccount(account);
    return owner ? this.owners.unitsOf(owner) : [];
  }

  private view(tenancy: TenancyEntity, viewer: PortalLease['viewer'], extra: Pick<PortalLease, 'documents' | 'renewalOffer'>): PortalLease {
    const duty = stampDutyOf(tenancy);
    const clause =
      tenancy.diplomaticClauseFrom && tenancy.diplomaticNoticeMonths
        ? diplomaticClauseDates(tenancy.diplomaticClauseFrom, tenancy.diplomaticNoticeMonths)
        : null;
    return {
      tenancyId: tenancy.id,
      unit: unitOf(tenancy),
      leaseStart: tenancy.leaseStart,
      leaseEnd: tenancy.leaseEnd,
      viewer,
      stamping: { duty: duty.dutyCents / 100, certificateRef: tenancy.stampCertificateRef, stampedOn: tenancy.stampedOn },
      diplomaticClause: clause,
      ...extra,
    };
  }
}
