import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import {
  addDays,
  type AnswerRenewalOfferInput,
  checkLeaseRules,
  type CreateRenewalOfferInput,
  isUuid,
  leaseEndAfter,
  RENEWAL_MESSAGES,
  type RenewalOffer,
  tenancyStatus,
} from '@app/contracts';
import { MailOutbox, OutboundMailEntity, RenewalOfferEntity, TenancyEntity, UserEntity } from '@app/core';
import { type Acting, AuditLogService } from '../audit/audit-log.service';
import { carryDepositOver } from '../condition-reports/deposit-carry-over';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { unitOf } from '../tenancies/tenancy-view';
import { foundOr404 } from '../common/found-or-404';

/** The follow-on lease of an offer: from the day after the current lease ends, for the offered months. */
function followOnLease(offer: Pick<RenewalOfferEntity, 'tenancy' | 'termMonths'>): { leaseStart: string; leaseEnd: string } {
  const leaseStart = addDays(offer.tenancy.leaseEnd, 1);
  return { leaseStart, leaseEnd: leaseEndAfter(leaseStart, offer.termMonths) };
}

export function toRenewalOffer(offer: RenewalOfferEntity): RenewalOffer {
  return {
    id: offer.id,
    tenancyId: offer.tenancy.id,
    unit: unitOf(offer.tenancy),
    monthlyRent: offer.monthlyRentCents / 100,
    termMonths: offer.termMonths,
    ...followOnLease(offer),
    status: offer.status,
    followOnTenancyId: offer.followOn?.id ?? null,
    createdAt: offer.createdAt.toISOString(),
    answeredAt: offer.answeredAt?.toISOString() ?? null,
  };
}

/**
 * The follow-on tenancy of an accepted offer: the same unit, tenant and terms, the offered rent and dates, linked to
 * the tenancy it renews. Its stamping starts afresh (a renewal is stamped again).
 */
function followOnTenancy(offer: RenewalOfferEntity): TenancyEntity {
  const old = offer.tenancy;
  const tenancy = new TenancyEntity({ ...old, ...followOnLease(offer), monthlyRentCents: offer.monthlyRentCents });
  Object.assign(tenancy, {
    dueDay: old.dueDay,
    lateInterestBasisPoints: old.lateInterestBasisPoints,
    lateInterestGraceDays: old.lateInterestGraceDays,
    tenant: old.tenant,
    invitedAt: old.invitedAt,
    propertyKind: old.propertyKind,
    letting: old.letting,
    hdbRooms: old.hdbRooms,
    floorAreaSqm: old.floorAreaSqm,
    tenantResidency: old.tenantResidency,
    occupants: old.occupants,
    monthlyChargesCents: old.monthlyChargesCents,
    diplomaticNoticeMonths: old.diplomaticNoticeMonths,
    previousTenancy: old,
  });
  return tenancy;
}

/** Renewal offers: staff offer a new rent and term; the tenant accepts (the follow-on tenancy is made) or declines. */
@Injectable()
export class RenewalsService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLogService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async list(tenancy: TenancyEntity): Promise<RenewalOffer[]> {
    const offers = await this.em.find(RenewalOfferEntity, { tenancy }, { populate: ['tenancy.listing'], orderBy: { createdAt: 'desc', id: 'desc' } });
    return offers.map(toRenewalOffer);
  }

  /** The offer waiting for each tenancy's tenant. */
  async openOffers(tenancies: TenancyEntity[]): Promise<Map<string, RenewalOffer>> {
    const offers = tenancies.length
      ? await this.em.find(
          RenewalOfferEntity,
          { tenancy: { $in: tenancies.map((tenancy) => tenancy.id) }, status: 'offered' },
          { populate: ['tenancy.listing'] },
        )
      : [];
    return new Map(offers.map((offer) => [offer.tenancy.id, toRenewalOffer(offer)]));
  }

  /** Offers a renewal, mailed to the tenant; refused for an ended tenancy, with an offer already open, or a term the lease rules refuse. */
  async offer(tenancy: TenancyEntity, input: CreateRenewalOfferInput, acting: Acting): Promise<RenewalOffer> {
    if (tenancyStatus(tenancy, new Date()) === 'ended') throw new ConflictException(RENEWAL_MESSAGES.tenancyEnded);
    if (await this.em.count(RenewalOfferEntity, { tenancy, status: 'offered' })) throw new ConflictException(RENEWAL_MESSAGES.alreadyOpen);
    const offer = new RenewalOfferEntity({
      tenancy,
      monthlyRentCents: Math.round(input.monthlyRent * 100),
      termMonths: input.termMonths,
      portalUrl: `${this.config.PUBLIC_URL}/portal`,
      offeredBy: this.em.getReference(UserEntity, acting.actor.id),
    });
    const [refusal] = checkLeaseRules({ ...tenancy, ...followOnLease(offer) }).refusals;
    if (refusal) throw new UnprocessableEntityException({ message: refusal.message, issues: [{ path: 'termMonths', message: refusal.message }] });
    const mail = new OutboundMailEntity({ kind: 'renewal_offer', renewalOffer: offer }, tenancy.tenantEmail);
    await this.em.persistAndFlush([offer, mail]);
    await this.record('tenancy.renewal_offered', tenancy, acting, { offerId: offer.id });
    await this.outbox.queue(mail);
    return toRenewalOffer(offer);
  }

  /**
   * The tenant's answer, once: accepting makes the follow-on tenancy and carries the deposit over to it in the same
   * transaction; either way staff are mailed. Any offer not of the tenant's own tenancies answers 404.
   */
  async answer(id: string, { accept }: AnswerRenewalOfferInput, acting: Acting): Promise<RenewalOffer> {
    const offer = await this.findForTenant(id, acting.actor.id);
    if (offer.status === 'withdrawn') throw new ConflictException(RENEWAL_MESSAGES.withdrawn);
    if (offer.status !== 'offered') throw new ConflictException(RENEWAL_MESSAGES.alreadyAnswered);
    const mail = await this.em.transactional(async (tx) => {
      const taken = await tx.nativeUpdate(
        RenewalOfferEntity,
        { id: offer.id, status: 'offered' },
        { status: accept ? 'accepted' : 'declined', answeredAt: new Date() },
      );
      if (taken === 0) throw new ConflictException(RENEWAL_MESSAGES.alreadyAnswered);
      const followOn = accept ? followOnTenancy(offer) : null;
      if (followOn) tx.persist(followOn);
      await tx.flush();
      if (followOn) {
        await tx.nativeUpdate(RenewalOfferEntity, { id: offer.id }, { followOn: followOn.id });
        await carryDepositOver(tx, offer.tenancy, followOn, { actorId: acting.actor.id, clientAddress: acting.clientAddress });
      }
      const answerMail = new OutboundMailEntity(
        { kind: 'renewal_answer', renewalOffer: tx.getReference(RenewalOfferEntity, offer.id) },
        this.config.STAFF_NOTIFY_EMAIL ?? null,
      );
      await tx.persistAndFlush(answerMail);
      return answerMail;
    });
    await this.record(accept ? 'tenancy.renewal_accepted' : 'tenancy.renewal_declined', offer.tenancy, acting, { offerId: offer.id });
    await this.outbox.queue(mail);
    return toRenewalOffer(await this.em.fork().findOneOrFail(RenewalOfferEntity, offer.id, { populate: ['tenancy.listing', 'followOn'] }));
  }

  /** Staff take back an offer before the tenant answers (audited in the same transaction): the portal stops showing it, and a new one may be made. */
  async withdraw(tenancy: TenancyEntity, offerId: string, acting: Acting): Promise<RenewalOffer> {
    const offer = await foundOr404(
      offerId,
      () => this.em.findOne(RenewalOfferEntity, { id: offerId, tenancy }, { populate: ['tenancy.listing'] }),
      RENEWAL_MESSAGES.notFound,
    );
    await this.em.transactional(async (tx) => {
      const taken = await tx.nativeUpdate(RenewalOfferEntity, { id: offer.id, status: 'offered' }, { status: 'withdrawn', answeredAt: new Date() });
      if (taken === 0) throw new ConflictException(RENEWAL_MESSAGES.notOpen);
      await this.record('tenancy.renewal_withdrawn', tenancy, acting, { offerId: offer.id }, tx);
    });
    return toRenewalOffer(await this.em.fork().findOneOrFail(RenewalOfferEntity, offer.id, { populate: ['tenancy.listing', 'followOn'] }));
  }

  private async findForTenant(id: string, tenantId: string): Promise<RenewalOfferEntity> {
    const offer = isUuid(id)
      ? await this.em.findOne(RenewalOfferEntity, { id, tenancy: { tenant: tenantId } }, { populate: ['tenancy.listing', 'tenancy.tenant'] })
      : null;
    if (!offer) throw new NotFoundException(RENEWAL_MESSAGES.notFound);
    return offer;
  }

  private record(
    action: 'tenancy.renewal_offered' | 'tenancy.renewal_accepted' | 'tenancy.renewal_declined' | 'tenancy.renewal_withdrawn',
    tenancy: TenancyEntity,
    acting: Acting,
    details: Record<string, unknown>,
    tx?: EntityManager,
  ) {
    return this.audit.record({ action, actorId: acting.actor.id, targetId: tenancy.id, clientAddress: acting.clientAddress, details }, tx);
  }
}
