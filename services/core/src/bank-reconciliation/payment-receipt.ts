import type { EntityManager } from '@mikro-orm/postgresql';
import { OutboundMailEntity } from '../mail/outbound-mail.entity';
import type { AppliedPayment, LedgerActor, RentLedger } from '../rent/rent-ledger';
import type { RentChargeEntity } from '../rent/rent-charge.entity';
import type { RentPaymentEntity } from '../rent/rent-payment.entity';

/**
 * A confirmed payment written, allocated and audited by the ledger, with the tenant's receipt in the outbox (to be
 * queued once the transaction commits): what staff's payments, confirmed claims and bank matches all do.
 */
export async function recordPaymentWithReceipt(
  tx: EntityManager,
  ledger: RentLedger,
  payment: RentPaymentEntity,
  actor: LedgerActor,
  action: 'rent.payment_recorded' | 'rent.payment_confirmed',
  openCharges?: RentChargeEntity[],
): Promise<AppliedPayment & { mail: OutboundMailEntity }> {
  const applied = await ledger.recordConfirmed(payment, actor, action, openCharges);
  const mail = new OutboundMailEntity({ kind: 'rent_receipt', rentPayment: payment }, payment.tenancy.tenantEmail);
  tx.persist(mail);
  return { ...applied, mail };
}
