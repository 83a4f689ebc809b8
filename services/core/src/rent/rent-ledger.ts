import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditAction } from '@app/contracts';
import { AuditLogEntity } from '../audit/audit-log.entity';
import { TenancyEntity } from '../tenancies/tenancy.entity';
import { allocateOldestFirst } from './allocation';
import { RentAllocationEntity } from './rent-allocation.entity';
import { RentChargeEntity } from './rent-charge.entity';
import { RentCreditEntity } from './rent-credit.entity';
import type { RentPaymentEntity } from './rent-payment.entity';

/** Who changed the ledger and from where: a staff member or tenant, or null for the sweep. */
export type LedgerActor = { actorId: string | null; clientAddress: string | null };

export const SWEEP_ACTOR: LedgerActor = { actorId: null, clientAddress: null };

/** What a payment paid: its allocations, and the credit it left when it was more than what was open. */
export type AppliedPayment = { allocations: RentAllocationEntity[]; credit: RentCreditEntity | null };

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
    const { allocations, leftoverCents } = allocateOldestFirst(charges, payment.amountCents);
    const rows = allocations.map(
      ({ charge, cents }) => new RentAllocationEntity({ charge, payment, credit: null, amountCents: cents, receivedOn: payment.paidOn, received: true }),
    );
    for (const { charge, cents } of allocations) charge.openCents -= cents;
    const credit =
      leftoverCents > 0
        ? new RentCreditEntity({
            tenancy: payment.tenancy,
            amountCents: leftoverCents,
            source: 'overpayment',
            reason: `Overpayment of payment ${payment.reference || payment.id}`,
            creditedOn: payment.paidOn,
            payment,
            createdBy: null,
          })
        : null;
    this.tx.persist([...rows, ...(credit ? [credit] : [])]);
    if (credit) this.audit('rent.credit_added', payment.tenancy.id, actor, { creditCents: leftoverCents, source: 'overpayment', paymentId: payment.id });
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
    this.audit(action, payment.tenancy.id, actor, {
      paymentId: payment.id,
      amountCents: payment.amountCents,
      method: payment.method,
      reference: payment.reference,
    });
    return applied;
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
