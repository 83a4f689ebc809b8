import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditAction, PaymentMethod } from '@app/contracts';

/** A confirmed payment of a batch, as plain values: its id is made by the caller (its receipt and audit rows name it). */
export type PaymentRow = {
  id: string;
  tenancyId: string;
  amountCents: number;
  paidOn: string;
  method: PaymentMethod;
  reference: string;
  recordedBy: 'staff' | 'tenant';
  chargeId: string | null;
  bankLineId: string | null;
  createdById: string | null;
};

export type AllocationRow = { chargeId: string; paymentId: string; amountCents: number; receivedOn: string };

export type CreditRow = { tenancyId: string; paymentId: string; amountCents: number; reason: string; creditedOn: string };

export type AuditRow = { action: AuditAction; actorId: string | null; targetId: string | null; clientAddress: string | null; details: Record<string, unknown> };

/** The rows a batch of confirmed payments writes, each kind in one statement (a batch of bank matches is hundreds of payments). */
export type LedgerRows = { payments: PaymentRow[]; allocations: AllocationRow[]; credits: CreditRow[]; audits: AuditRow[] };

async function insertPayments(tx: EntityManager, payments: PaymentRow[]): Promise<void> {
  await tx.execute(
    `insert into rent_payments (id, tenancy_id, amount_cents, paid_on, method, reference, status, recorded_by, charge_id, bank_line_id, created_by_id)
     select r.id, r."tenancyId", r."amountCents", r."paidOn", r.method, r.reference, 'confirmed', r."recordedBy", r."chargeId", r."bankLineId", r."createdById"
       from jsonb_to_recordset(?::jsonb) as r(id uuid, "tenancyId" uuid, "amountCents" int, "paidOn" date, method text, reference text,
                                              "recordedBy" text, "chargeId" uuid, "bankLineId" uuid, "createdById" uuid)`,
    [JSON.stringify(payments)],
  );
}

/** The allocations, and what they paid taken off each charge's open cents (summed per charge: one update each). */
async function insertAllocations(tx: EntityManager, allocations: AllocationRow[]): Promise<void> {
  if (allocations.length === 0) return;
  await tx.execute(
    `insert into rent_allocations (charge_id, payment_id, credit_id, amount_cents, received_on, received)
     select r."chargeId", r."paymentId", null, r."amountCents", r."receivedOn", true
       from jsonb_to_recordset(?::jsonb) as r("chargeId" uuid, "paymentId" uuid, "amountCents" int, "receivedOn" date)`,
    [JSON.stringify(allocations)],
  );
  const paid = new Map<string, number>();
  for (const row of allocations) paid.set(row.chargeId, (paid.get(row.chargeId) ?? 0) + row.amountCents);
  await tx.execute(
    `update rent_charges c set open_cents = c.open_cents - r.cents from jsonb_to_recordset(?::jsonb) as r(id uuid, cents int) where c.id = r.id`,
    [JSON.stringify([...paid].map(([id, cents]) => ({ id, cents })))],
  );
}

async function insertCredits(tx: EntityManager, credits: CreditRow[]): Promise<void> {
  if (credits.length === 0) return;
  await tx.execute(
    `insert into rent_credits (tenancy_id, amount_cents, unapplied_cents, source, reason, credited_on, payment_id, created_by_id)
     select r."tenancyId", r."amountCents", r."amountCents", 'overpayment', r.reason, r."creditedOn", r."paymentId", null
       from jsonb_to_recordset(?::jsonb) as r("tenancyId" uuid, "amountCents" int, reason text, "creditedOn" date, "paymentId" uuid)`,
    [JSON.stringify(credits)],
  );
}

/** Audit rows in one statement, in the order given (their ids follow it). */
export async function insertAuditRows(tx: EntityManager, audits: AuditRow[]): Promise<void> {
  if (audits.length === 0) return;
  await tx.execute(
    `insert into audit_log (action, actor_id, target_id, client_address, details)
     select r."action", r."actorId", r."targetId", r."clientAddress", r.details
       from jsonb_array_elements(?::jsonb) with ordinality as e(value, n),
            jsonb_to_record(e.value) as r("action" text, "actorId" uuid, "targetId" uuid, "clientAddress" text, details jsonb)
      order by e.n`,
    [JSON.stringify(audits)],
  );
}

/** Writes a batch's rows: payments first (allocations and credits name them), then what they paid, then the audit. */
export async function insertLedgerRows(tx: EntityManager, rows: LedgerRows): Promise<void> {
  if (rows.payments.length === 0) return;
  await insertPayments(tx, rows.payments);
  await insertAllocations(tx, rows.allocations);
  await insertCredits(tx, rows.credits);
  await insertAuditRows(tx, rows.audits);
}
