import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import {
  type AddChargeInput,
  type AddCreditInput,
  type Charge,
  type Credit,
  endpointUrl,
  type LedgerPage,
  type LedgerQuery,
  oneOffChargeReference,
  type OverdueTotal,
  type OwnerRentSettings,
  type OwnerRentSettingsInput,
  type Payment,
  type PaymentResult,
  type PendingPaymentPage,
  type PendingPaymentsQuery,
  type RecordPaymentInput,
  type RejectPaymentInput,
  RENT_ENDPOINTS,
  RENT_MESSAGES,
  type RentAccountPage,
  type RentAccountsQuery,
  type RentBalance,
  rentDueDay,
  singaporeDay,
  type TenancyRentSettings,
  type TenancyRentSettingsInput,
  tenancyRentCode,
  type UnitPayeeInput,
} from '@app/contracts';
import {
  AuditLogEntity,
  type LedgerActor,
  MailOutbox,
  OwnerEntity,
  OwnerUnitEntity,
  RentChargeEntity,
  RentCreditEntity,
  RentLedger,
  RentPaymentEntity,
  recordPaymentWithReceipt,
  type TenancyEntity,
  unitName,
  UserEntity,
} from '@app/core';
import type { PhotoRoute } from '../maintenance/maintenance-view';
import { foundOr404 } from '../common/found-or-404';
import { PayNowPayees } from './paynow-payee';
import { RentRepository } from './rent.repository';
import { toCharge, toCredit, toPayment } from './rent-view';
import { listPage } from '../common/list-page';

export const STAFF_SCREENSHOT_ROUTE: PhotoRoute = (photoId, file) => endpointUrl(RENT_ENDPOINTS.screenshotFile, { photoId, file });

const today = (): string => singaporeDay(new Date());

/**
 * The staff's Rent area (admins and super admins): ledgers, payments, one-off charges, credits, the "I've paid" queue
 * and the settings money depends on. Every change runs in one transaction under the tenancy's row lock, with its audit
 * row (who and why) and, for a confirmed payment, the tenant's receipt in the outbox.
 */
@Injectable()
export class RentService {
  constructor(
    private readonly em: EntityManager,
    private readonly rent: RentRepository,
    private readonly payees: PayNowPayees,
    private readonly outbox: MailOutbox,
  ) {}

  async accounts(query: RentAccountsQuery): Promise<RentAccountPage> {
    const [tenancies, total] = await this.rent.accountsPage(query, today());
    const balances = await this.rent.balances(tenancies, today());
    return listPage(
      tenancies.map((tenancy) => ({
        ...(balances.get(tenancy.id) as RentBalance),
        id: tenancy.id,
        leaseStart: tenancy.leaseStart,
        leaseEnd: tenancy.leaseEnd,
        monthlyRentCents: tenancy.monthlyRentCents,
      })),
      total,
      query,
    );
  }

  overdue(): Promise<OverdueTotal> {
    return this.rent.overdue(today());
  }

  async balance(tenancyId: string): Promise<RentBalance> {
    return this.rent.balance(await this.tenancy(tenancyId), today());
  }

  async ledger(tenancyId: string, query: LedgerQuery): Promise<LedgerPage> {
    const tenancy = await this.tenancy(tenancyId);
    return this.rent.ledgerPage(tenancy.id, query, STAFF_SCREENSHOT_ROUTE);
  }

  /** A payment staff received: confirmed at once, allocated oldest first, receipted. */
  async recordPayment(tenancyId: string, input: RecordPaymentInput, actor: LedgerActor): Promise<PaymentResult> {
    const tenancy = await this.tenancy(tenancyId);
    if (input.paidOn > today()) throw new BadRequestException(RENT_MESSAGES.paidInFuture);
    return this.confirmed(
      tenancy,
      actor,
      'rent.payment_recorded',
      async (tx, locked) =>
        new RentPaymentEntity({ tenancy: locked, ...input, status: 'confirmed', recordedBy: 'staff', charge: null, createdBy: userOf(tx, actor) }),
    );
  }

  /** Confirms a tenant's "I've paid": allocated oldest first, receipted; the tenant sees it confirmed. */
  async confirm(paymentId: string, actor: LedgerActor): Promise<PaymentResult> {
    const pending = await this.payment(paymentId);
    return this.confirmed(pending.tenancy, actor, 'rent.payment_confirmed', async (tx) => {
      const payment = await this.stillPending(tx, paymentId);
      Object.assign(payment, { status: 'confirmed', decidedAt: new Date(), decidedBy: userOf(tx, actor) });
      return payment;
    });
  }

  async reject(paymentId: string, input: RejectPaymentInput, actor: LedgerActor): Promise<Payment> {
    const pending = await this.payment(paymentId);
    const payment = await this.em.fork().transactional(async (tx) => {
      const ledger = new RentLedger(tx);
      await ledger.lock(pending.tenancy.id);
      const payment = await this.stillPending(tx, paymentId);
      Object.assign(payment, { status: 'rejected', rejectionReason: input.reason, decidedAt: new Date(), decidedBy: userOf(tx, actor) });
      ledger.audit('rent.payment_rejected', pending.tenancy.id, actor, { paymentId, amountCents: payment.amountCents, reason: input.reason });
      return payment;
    });
    return toPayment(payment, (await this.rent.screenshotsOf([payment])).get(payment.id) ?? null, STAFF_SCREENSHOT_ROUTE);
  }

  async pending(query: PendingPaymentsQuery): Promise<PendingPaymentPage> {
    const [payments, total] = await this.rent.pendingPage(query);
    const shots = await this.rent.screenshotsOf(payments);
    return listPage(
      payments.map((payment) => ({
        ...toPayment(payment, shots.get(payment.id) ?? null, STAFF_SCREENSHOT_ROUTE),
        unit: unitName(payment.tenancy),
        tenantName: payment.tenancy.tenantName,
        chargeReference: payment.charge?.reference ?? null,
      })),
      total,
      query,
    );
  }

  /** A one-off charge (its reference: HL + code + X + its number), paid at once from any credit the tenancy holds. */
  async addCharge(tenancyId: string, input: AddChargeInput, actor: LedgerActor): Promise<Charge> {
    const tenancy = await this.tenancy(tenancyId);
    const charge = await this.em.fork().transactional(async (tx) => {
      const ledger = new RentLedger(tx);
      const locked = await ledger.lock(tenancy.id);
      const number = (await tx.count(RentChargeEntity, { tenancy: tenancy.id, kind: 'one_off' })) + 1;
      const charge = new RentChargeEntity({
        tenancy: locked,
        kind: 'one_off',
        period: null,
        reference: oneOffChargeReference(tenancyRentCode(locked.rentNumber), number),
        description: input.description,
        dueOn: input.dueOn,
        amountCents: input.amountCents,
        createdBy: userOf(tx, actor),
      });
      tx.persist(charge);
      await tx.flush();
      ledger.audit('rent.charge_added', tenancy.id, actor, {
        chargeId: charge.id,
        reference: charge.reference,
        amountCents: charge.amountCents,
        reason: input.reason,
      });
      await ledger.applyCredits(tenancy.id, today(), actor);
      return charge;
    });
    return toCharge(charge);
  }

  /** A credit with its reason, applied at once to the oldest open charges (the rest waits for the next charge). */
  async addCredit(tenancyId: string, input: AddCreditInput, actor: LedgerActor): Promise<Credit> {
    const tenancy = await this.tenancy(tenancyId);
    const credit = await this.em.fork().transactional(async (tx) => {
      const ledger = new RentLedger(tx);
      const locked = await ledger.lock(tenancy.id);
      const credit = new RentCreditEntity({
        tenancy: locked,
        amountCents: input.amountCents,
        source: 'manual',
        reason: input.reason,
        creditedOn: today(),
        payment: null,
        createdBy: userOf(tx, actor),
      });
      tx.persist(credit);
      await tx.flush();
      ledger.audit('rent.credit_added', tenancy.id, actor, { creditId: credit.id, amountCents: credit.amountCents, source: 'manual', reason: input.reason });
      await ledger.applyCredits(tenancy.id, today(), actor);
      return credit;
    });
    return toCredit(credit);
  }

  async tenancySettings(tenancyId: string): Promise<TenancyRentSettings> {
    const tenancy = await this.tenancy(tenancyId);
    return {
      tenancyId: tenancy.id,
      dueDay: tenancy.dueDay,
      effectiveDueDay: rentDueDay(tenancy),
      lateInterest:
        tenancy.lateInterestBasisPoints === null
          ? null
          : { annualRatePercent: tenancy.lateInterestBasisPoints / 100, graceDays: tenancy.lateInterestGraceDays ?? 0 },
      code: tenancyRentCode(tenancy.rentNumber),
      payee: await this.payees.payeeOf(tenancy),
    };
  }

  /** The due day and late interest take effect from the next charge the sweep makes; charges made stay as they are. */
  async updateTenancySettings(tenancyId: string, input: TenancyRentSettingsInput, actor: LedgerActor): Promise<TenancyRentSettings> {
    const tenancy = await this.tenancy(tenancyId);
    tenancy.dueDay = input.dueDay;
    tenancy.lateInterestBasisPoints = input.lateInterest ? Math.round(input.lateInterest.annualRatePercent * 100) : null;
    tenancy.lateInterestGraceDays = input.lateInterest?.graceDays ?? null;
    this.em.persist(auditRow('rent.settings_changed', tenancy.id, actor, { dueDay: input.dueDay, lateInterest: input.lateInterest }));
    await this.em.flush();
    return this.tenancySettings(tenancy.id);
  }

  async ownerSettings(ownerId: string): Promise<OwnerRentSettings> {
    const owner = await foundOr404(ownerId, () => this.em.findOne(OwnerEntity, { id: ownerId }), RENT_MESSAGES.ownerNotFound);
    const units = await this.em.find(OwnerUnitEntity, { owner: owner.id }, { populate: ['listing'], orderBy: { createdAt: 'asc', id: 'asc' } });
    return {
      ownerId: owner.id,
      feeBasis: owner.feeBasis,
      units: units.map((unit) => ({
        id: unit.id,
        unit: unitName(unit),
        managementFeePercent: unit.managementFeeBasisPoints / 100,
        payee: this.payees.payeeOfUnit(unit),
      })),
    };
  }

  async updateOwnerSettings(ownerId: string, input: OwnerRentSettingsInput, actor: LedgerActor): Promise<OwnerRentSettings> {
    const settings = await this.ownerSettings(ownerId);
    const owner = this.em.getReference(OwnerEntity, settings.ownerId);
    owner.feeBasis = input.feeBasis;
    this.em.persist(auditRow('owner.fee_basis_changed', settings.ownerId, actor, { feeBasis: input.feeBasis }));
    await this.em.flush();
    return this.ownerSettings(settings.ownerId);
  }

  async updateUnitPayee(unitId: string, input: UnitPayeeInput, actor: LedgerActor): Promise<OwnerRentSettings> {
    const unit = await foundOr404(unitId, () => this.em.findOne(OwnerUnitEntity, { id: unitId }), RENT_MESSAGES.unitNotFound);
    unit.payeeKind = input.kind;
    unit.payeeProxy = input.kind === 'owner_uen' ? input.uen : input.kind === 'owner_mobile' ? input.mobile : null;
    unit.payeeName = input.kind === 'company' ? null : input.name;
    this.em.persist(auditRow('rent.payee_changed', unit.id, actor, { kind: input.kind }));
    await this.em.flush();
    return this.ownerSettings(unit.owner.id);
  }

  /**
   * Confirms a payment in one transaction under the tenancy's lock: allocations, a credit for any overpayment, the audit
   * row and the receipt in the outbox; the receipt is queued once committed.
   */
  private async confirmed(
    tenancy: TenancyEntity,
    actor: LedgerActor,
    action: 'rent.payment_recorded' | 'rent.payment_confirmed',
    paymentOf: (tx: EntityManager, locked: TenancyEntity) => Promise<RentPaymentEntity>,
  ): Promise<PaymentResult> {
    const { payment, applied, mail } = await this.em.fork().transactional(async (tx) => {
      const ledger = new RentLedger(tx);
      const payment = await paymentOf(tx, await ledger.lock(tenancy.id));
      const { mail, ...applied } = await recordPaymentWithReceipt(tx, ledger, payment, actor, action);
      return { payment, applied, mail };
    });
    await this.outbox.queue(mail);
    return {
      payment: toPayment(payment, (await this.rent.screenshotsOf([payment])).get(payment.id) ?? null, STAFF_SCREENSHOT_ROUTE),
      allocations: applied.allocations.map((allocation) => ({
        chargeId: allocation.charge.id,
        reference: allocation.charge.reference,
        amountCents: allocation.amountCents,
      })),
      credit: applied.credit ? toCredit(applied.credit) : null,
      balance: await this.rent.balance(tenancy, today()),
    };
  }

  private async stillPending(tx: EntityManager, paymentId: string): Promise<RentPaymentEntity> {
    const payment = await tx.findOneOrFail(RentPaymentEntity, { id: paymentId });
    if (payment.status !== 'pending') throw new ConflictException(RENT_MESSAGES.notPending);
    return payment;
  }

  private tenancy(id: string): Promise<TenancyEntity> {
    return foundOr404(id, () => this.rent.findTenancy(id), RENT_MESSAGES.tenancyNotFound);
  }

  private payment(id: string): Promise<RentPaymentEntity> {
    return foundOr404(id, () => this.em.findOne(RentPaymentEntity, { id }, { populate: ['tenancy.listing'] }), RENT_MESSAGES.paymentNotFound);
  }
}

/** The acting user as a reference (null for the sweep). */
function userOf(tx: EntityManager, actor: LedgerActor): UserEntity | null {
  return actor.actorId ? tx.getReference(UserEntity, actor.actorId) : null;
}

function auditRow(
  action: 'rent.settings_changed' | 'owner.fee_basis_changed' | 'rent.payee_changed',
  targetId: string,
  actor: LedgerActor,
  details: Record<string, unknown>,
) {
  return new AuditLogEntity({ action, actorId: actor.actorId, targetId, clientAddress: actor.clientAddress, details });
}
