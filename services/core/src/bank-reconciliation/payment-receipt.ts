import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailKind } from '@app/contracts';
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

/** A receipt written with a payment, to be queued in the outbox once committed. */
export type QueuedReceipt = { id: string; kind: MailKind };

/** The tenant's receipt of each payment of a batch (LedgerBatch) in the outbox, in one statement. */
export async function insertReceipts(tx: EntityManager, receipts: Array<{ paymentId: string; recipient: string }>): Promise<QueuedReceipt[]> {
  if (receipts.length === 0) return [];
  return tx.execute<QueuedReceipt[]>(
    `insert into outbound_mails (kind, recipient, rent_payment_id)
     select 'rent_receipt', r.recipient, r."paymentId" from jsonb_to_recordset(?::jsonb) as r(recipient text, "paymentId" uuid)
     returning id, kind`,
    [JSON.stringify(receipts)],
    'all',
  );
}
