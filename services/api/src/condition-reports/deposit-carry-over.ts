import type { EntityManager } from '@mikro-orm/postgresql';
import { DepositCarryOverEntity, DepositEntity, type LedgerActor, RentLedger, type TenancyEntity } from '@app/core';

/**
 * Moves the deposit held for a tenancy to its renewal, inside the transaction that makes the renewal, under the old
 * tenancy's ledger lock and audited there: the old tenancy then has no deposit to refund (no reminder, no letter). A
 * deposit already refunded stays where it is. No money moves: staff see the top-up or refund a new rent asks for.
 */
export async function carryDepositOver(tx: EntityManager, from: TenancyEntity, to: TenancyEntity, actor: LedgerActor): Promise<void> {
  const ledger = new RentLedger(tx);
  await ledger.lock(from.id);
  const deposit = await tx.findOne(DepositEntity, { tenancy: from.id, refundedOn: null });
  if (!deposit) return;
  Object.assign(deposit, { tenancy: to, handbackOn: null, refundDeadlineOn: null });
  const carryOver = new DepositCarryOverEntity({
    deposit,
    fromTenancy: from,
    toTenancy: to,
    amountCents: deposit.amountCents,
    fromMonthlyRentCents: from.monthlyRentCents,
    toMonthlyRentCents: to.monthlyRentCents,
  });
  tx.persist(carryOver);
  const details = { depositId: deposit.id, amountCents: deposit.amountCents, fromTenancyId: from.id, toTenancyId: to.id };
  ledger.audit('deposit.carried_over', from.id, actor, details);
  ledger.audit('deposit.carried_over', to.id, actor, details);
}
