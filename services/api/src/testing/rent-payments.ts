import type { EntityManager } from '@mikro-orm/postgresql';
import { RentLedger, RentPaymentEntity } from '@app/core';

/** A PayNow payment staff recorded as confirmed, allocated by the ledger (oldest open charge first). */
export async function payRent(em: EntityManager, tenancyId: string, amountCents: number, paidOn: string): Promise<void> {
  await em.transactional(async (tx) => {
    const ledger = new RentLedger(tx);
    const tenancy = await ledger.lock(tenancyId);
    const payment = new RentPaymentEntity({
      tenancy,
      amountCents,
      paidOn,
      method: 'paynow',
      reference: 'TEST',
      status: 'confirmed',
      recordedBy: 'staff',
      charge: null,
      createdBy: null,
    });
    tx.persist(payment);
    await ledger.applyPayment(payment, { actorId: null, clientAddress: null });
  });
}
