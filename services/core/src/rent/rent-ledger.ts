import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditAction } from '@app/contracts';
import { AuditLogEntity } from '../audit/audit-log.entity';
import { TenancyEntity } from '../tenancies/tenancy.entity';
import { type AllocatableCharge, allocateOldestFirst } from './allocation';
import { insertLedgerRows, type LedgerRows, type PaymentRow } from './ledger-rows';
import { RentAllocationEntity } from './rent-allocation.entity';
import { RentChargeEntity } from './rent-charge.entity';
import { RentCreditEntity } from './rent-credit.entity';
import type { RentPaymentEntity } from './rent-payment.entity';

/** Who changed the ledger and from where: a staff member or tenant, or null for the sweep. */
export type LedgerActor = { actorId: string | null; clientAddress: string | null };

export const SWEEP_ACTOR: LedgerActor = { actorId: null, clientAddress: null };

/** What a payment paid: its allocations, and the credit it left when it was more than what was open. */
export type AppliedPayment = { allocations: RentAllocationEntity[]; credit: RentCreditEntity | null };

/** An open charge as a batch of payments holds it: plain values, its openCents going down as the batch allocates. */
export type LedgerCharge = AllocatableCharge & { reference: string; tenancyId: string };

/** A payment's amount allocated oldest first over open charges, which it takes the cents off; `leftoverCents`: its credit. */
function allocatePayment<Charge extends AllocatableCharge>(charges: readonly Charge[], amountCents: number) {
  const planned = allocateOldestFirst(charges, amountCents);
  for (const { charge, cents } of planned.allocations) charge.openCents -= cents;
  return planned;
}

const overpaymentReason = (payment: { id: string; reference: string }) => `Overpayment of payment ${payment.reference || payment.id}`;

const overpaymentDetails = (paymentId: string, creditCents: number) => ({ creditCents, source: 'overpayment', paymentId });

const paymentDetails = (payment: { id: string; amountCents: number; method: string; reference: string }) => ({
  paymentId: payment.id,
  amountCents: payment.amountCents,
  method: payment.method,
  reference: payment.reference,
});

/**
 * The one place the ledger's money moves: allocations of payments and credits to open charges (oldest first), always
 * inside a transaction that holds the tenancy's row lock, so two writers never allocate the same open cents.
 */
export class RentLedger {
  constructor(private readonly tx: EntityManager) {}

  /** Locks the tenancy's row until the transaction ends: every ledger write of a tenancy goes one at a time. */
  async lock(tenancyId: string): Promise<TenancyEntity> {
    return this.tx.findOneOrFail(TenancyEntity, { id: tenancyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /**
   * A confirmed payment: allocated oldest first; what is left becomes a credit (an overpayment), applied later.
   * `openCharges`: the tenancy's open charges already loaded in this transaction (a batch of bank matches), else read.
   */
  async applyPayment(payment: RentPaymentEntity, actor: LedgerActor, openCharges?: RentChargeEntity[]): Promise<AppliedPayment> {
    const charges = openCharges ?? (await this.openCharges(payment.tenancy.id));
    const { allocations, leftoverCents } = allocatePayment(charges, payment.amountCents);
    const rows = allocations.map(
      ({ charge, cents }) => new RentAllocationEntity({ charge, payment, credit: null, amountCents: cents, receivedOn: payment.paidOn, received: true }),
    );
    const credit =
      leftoverCents > 0
        ? new RentCreditEntity({
            tenancy: payment.tenancy,
            amountCents: leftoverCents,
            source: 'overpayment',
            reason: overpaymentReason(payment),
            creditedOn: payment.paidOn,
            payment,
            createdBy: null,
          })
        : null;
    this.tx.persist([...rows, ...(credit ? [credit] : [])]);
    if (credit) this.audit('rent.credit_added', payment.tenancy.id, actor, overpaymentDetails(payment.id, leftoverCents));
    return { allocations: rows, credit };
  }

  /**
   * A confirmed payment written, allocated and audited (recordPaymentWithReceipt adds its receipt). The tenancy must be
   * locked. A new payment gets its id here, so nothing is flushed before the transaction ends (a batch of bank
   * matches writes all its rows at once).
   */
  async recordConfirmed(
    payment: RentPaymentEntity,
    actor: LedgerActor,
    action: 'rent.payment_recorded' | 'rent.payment_confirmed',
    openCharges?: RentChargeEntity[],
  ): Promise<AppliedPayment> {
    payment.id ??= randomUUID();
    this.tx.persist(payment);
    const applied = await this.applyPayment(payment, actor, openCharges);
    this.audit(action, payment.tenancy.id, actor, paymentDetails(payment));
    return applied;
  }

  /**
   * Many confirmed payments at once (a batch of bank matches), by recordConfirmed's rules, written in a few statements
   * (see LedgerBatch). The tenancies must be locked and `openCharges` read with them.
   */
  batch(openCharges: Map<string, LedgerCharge[]>, actor: LedgerActor, action: 'rent.payment_recorded' | 'rent.payment_confirmed'): LedgerBatch {
    return new LedgerBatch(this.tx, openCharges, actor, action);
  }

  /**
   * Takes a confirmed payment back (its bank line was unmatched): what it and its overpayment credit paid is open
   * again, the credit goes, and the payment stands rejected with the reason. The tenancy must be locked.
   */
  async withdrawPayment(payment: RentPaymentEntity, reason: string): Promise<number> {
    const credits = await this.tx.find(RentCreditEntity, { payment: payment.id });
    const allocations = await this.tx.find(
      RentAllocationEntity,
      { $or: [{ payment: payment.id }, ...(credits.length ? [{ credit: { $in: credits.map((credit) => credit.id) } }] : [])] },
      { populate: ['charge'] },
    );
    for (const allocation of allocations) allocation.charge.openCents += allocation.amountCents;
    this.tx.remove([...allocations, ...credits]);
    Object.assign(payment, { status: 'rejected', rejectionReason: reason, decidedAt: new Date() });
    return allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
  }

  /** Applies the tenancy's unapplied credits (oldest first) to its open charges; answers the allocations made. */
  async applyCredits(tenancyId: string, today: string, actor: LedgerActor): Promise<RentAllocationEntity[]> {
    const credits = await this.tx.find(RentCreditEntity, { tenancy: tenancyId, unappliedCents: { $gt: 0 } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    if (credits.length === 0) return [];
    const charges = await this.openCharges(tenancyId);
    const rows: RentAllocationEntity[] = [];
    for (const credit of credits) {
      const { allocations } = allocateOldestFirst(charges, credit.unappliedCents);
      for (const { charge, cents } of allocations) {
        charge.openCents -= cents;
        credit.unappliedCents -= cents;
        rows.push(
          new RentAllocationEntity({ charge, payment: null, credit, amountCents: cents, receivedOn: today, received: credit.source === 'overpayment' }),
        );
      }
    }
    this.tx.persist(rows);
    if (rows.length) this.audit('rent.credit_applied', tenancyId, actor, { appliedCents: rows.reduce((sum, row) => sum + row.amountCents, 0) });
    return rows;
  }

  /** An audit row of a ledger change, written in the same transaction. */
  audit(action: AuditAction, tenancyId: string, actor: LedgerActor, details: Record<string, unknown>): void {
    this.tx.persist(new AuditLogEntity({ action, actorId: actor.actorId, targetId: tenancyId, clientAddress: actor.clientAddress, details }));
  }

  private openCharges(tenancyId: string): Promise<RentChargeEntity[]> {
    return this.tx.find(RentChargeEntity, { tenancy: tenancyId, openCents: { $gt: 0 } });
  }
}

/**
 * Confirmed payments added one by one and written together: each is allocated oldest first over its tenancy's open
 * charges as it is added (their openCents go down, so the next payment, and the caller's checks, see what it paid), the
 * rest a credit, each audited as recordConfirmed does; `write` inserts every row of the batch, a statement per table.
 */
export class LedgerBatch {
  private readonly rows: LedgerRows = { payments: [], allocations: [], credits: [], audits: [] };

  constructor(
    private readonly tx: EntityManager,
    private readonly openCharges: Map<string, LedgerCharge[]>,
    private readonly actor: LedgerActor,
    private readonly action: 'rent.payment_recorded' | 'rent.payment_confirmed',
  ) {}

  /** A payment planned; `auditAfter`: the caller's audit row of it, written right after the ledger's. */
  add(payment: PaymentRow, auditAfter?: { action: AuditAction; details: Record<string, unknown> }): void {
    const { allocations, leftoverCents } = allocatePayment(this.openCharges.get(payment.tenancyId) ?? [], payment.amountCents);
    this.rows.payments.push(payment);
    for (const { charge, cents } of allocations)
      this.rows.allocations.push({ chargeId: charge.id, paymentId: payment.id, amountCents: cents, receivedOn: payment.paidOn });
    if (leftoverCents > 0) {
      this.rows.credits.push({
        tenancyId: payment.tenancyId,
        paymentId: payment.id,
        amountCents: leftoverCents,
        reason: overpaymentReason(payment),
        creditedOn: payment.paidOn,
      });
      this.audit('rent.credit_added', payment.tenancyId, overpaymentDetails(payment.id, leftoverCents));
    }
    this.audit(this.action, payment.tenancyId, paymentDetails(payment));
    if (auditAfter) this.audit(auditAfter.action, payment.tenancyId, auditAfter.details);
  }

  /** Every row planned, written; answers the payments (for their receipts). */
  async write(): Promise<PaymentRow[]> {
    await insertLedgerRows(this.tx, this.rows);
    return this.rows.payments;
  }

  private audit(action: AuditAction, tenancyId: string, details: Record<string, unknown>): void {
    this.rows.audits.push({ action, actorId: this.actor.actorId, targetId: tenancyId, clientAddress: this.actor.clientAddress, details });
  }
}
