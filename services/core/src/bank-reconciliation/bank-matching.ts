import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BANK_MESSAGES, type PaymentMethod } from '@app/contracts';
import { importProgressReporter, reportImportProgress } from '../rent/bank/bank-import';
import { BankLineEntity } from '../rent/bank/bank-line.entity';
import { automaticMatch, type OpenCharge, referencesIn } from '../rent/bank/matching-rules';
import { type LedgerActor, type LedgerBatch, type LedgerCharge, RentLedger } from '../rent/rent-ledger';
import { RentPaymentEntity } from '../rent/rent-payment.entity';
import { TenancyEntity } from '../tenancies/tenancy.entity';
import { UserEntity } from '../users/user.entity';
import { insertReceipts, type QueuedReceipt } from './payment-receipt';

/** Queued lines read per query while an import is matched. */
const MATCH_BATCH = 500;

/** Why a bank line cannot be matched, ignored or unmatched: the API answers 404, 409 or 400 with the message. */
export class BankLineRefusal extends Error {
  constructor(
    readonly kind: 'not_found' | 'conflict' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

export type MatchPart = { tenancyId: string; chargeId: string | null; amountCents: number };

const userOf = (tx: EntityManager, actor: LedgerActor) => (actor.actorId ? tx.getReference(UserEntity, actor.actorId) : null);

async function lockedLine(tx: EntityManager, lineId: string): Promise<BankLineEntity> {
  const line = await tx.findOne(BankLineEntity, { id: lineId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!line) throw new BankLineRefusal('not_found', BANK_MESSAGES.lineNotFound);
  return line;
}

/** Every tenancy named, locked in id order in one statement (two batches never wait on each other crosswise). */
async function lockTenancies(tx: EntityManager, tenancyIds: string[]): Promise<Map<string, TenancyEntity>> {
  const ids = [...new Set(tenancyIds)];
  const tenancies = ids.length ? await tx.find(TenancyEntity, { id: { $in: ids } }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } }) : [];
  return new Map(tenancies.map((tenancy) => [tenancy.id, tenancy]));
}

export type LineMatch = { lineId: string; parts: MatchPart[] };

type LineRow = { id: string; direction: string; status: string; amountCents: number; valueDate: string; method: PaymentMethod; description: string };

/** What one transaction of matches has read, as plain values: the lines and tenancies (locked), their charges (open or named). */
type MatchBatch = {
  lines: Map<string, LineRow>;
  tenantEmails: Map<string, string>;
  openCharges: Map<string, LedgerCharge[]>;
  charges: Map<string, LedgerCharge>;
};

const lockedLines = (tx: EntityManager, ids: string[]) =>
  tx.execute<LineRow[]>(
    `select id, direction, status, amount_cents as "amountCents", value_date::text as "valueDate", method, description
       from bank_lines where id in (?) order by id for update`,
    [ids],
    'all',
  );

const lockedTenantEmails = async (tx: EntityManager, ids: string[]) => {
  const rows = ids.length
    ? await tx.execute<Array<{ id: string; email: string }>>(
        `select id, tenant_email as email from tenancies where id in (?) order by id for update`,
        [ids],
        'all',
      )
    : [];
  return new Map(rows.map((row) => [row.id, row.email]));
};

/** The locked tenancies' open charges, and the charges the parts name (open or not), read once: one object per charge. */
async function chargesOf(tx: EntityManager, tenancyIds: string[], chargeIds: string[]): Promise<LedgerCharge[]> {
  if (tenancyIds.length === 0) return [];
  return tx.execute<LedgerCharge[]>(
    `select id, reference, tenancy_id as "tenancyId", due_on::text as "dueOn", created_at as "createdAt", open_cents as "openCents"
       from rent_charges where tenancy_id in (?) and (open_cents > 0 or id in (?))`,
    [tenancyIds, chargeIds.length ? chargeIds : ['00000000-0000-0000-0000-000000000000']],
    'all',
  );
}

async function loadBatch(tx: EntityManager, matches: LineMatch[]): Promise<MatchBatch> {
  const parts = matches.flatMap((match) => match.parts);
  const lines = await lockedLines(
    tx,
    matches.map((match) => match.lineId),
  );
  const tenantEmails = await lockedTenantEmails(tx, [...new Set(parts.map((part) => part.tenancyId))].sort());
  const charges = await chargesOf(
    tx,
    [...tenantEmails.keys()],
    parts.flatMap((part) => part.chargeId ?? []),
  );
  const openCharges = new Map<string, LedgerCharge[]>();
  for (const charge of charges) openCharges.set(charge.tenancyId, [...(openCharges.get(charge.tenancyId) ?? []), charge]);
  return { lines: new Map(lines.map((line) => [line.id, line])), tenantEmails, openCharges, charges: new Map(charges.map((charge) => [charge.id, charge])) };
}

/** Why staff's match cannot be made (thrown), or for an automatic one that it no longer fits ('stale': the line stays queued). */
function refusalOf(batch: MatchBatch, match: LineMatch, automatic: boolean): BankLineRefusal | 'stale' | null {
  const line = batch.lines.get(match.lineId);
  if (!line) return new BankLineRefusal('not_found', BANK_MESSAGES.lineNotFound);
  if (line.direction !== 'credit') return new BankLineRefusal('conflict', BANK_MESSAGES.notCredit);
  if (line.status !== 'unmatched') return automatic ? 'stale' : new BankLineRefusal('conflict', BANK_MESSAGES.notQueued);
  if (match.parts.reduce((sum, part) => sum + part.amountCents, 0) !== line.amountCents) return new BankLineRefusal('invalid', BANK_MESSAGES.splitTotal);
  for (const part of match.parts) {
    if (!batch.tenantEmails.has(part.tenancyId)) return new BankLineRefusal('not_found', 'Tenancy not found');
    const charge = part.chargeId ? batch.charges.get(part.chargeId) : null;
    if (charge === undefined || (charge && charge.tenancyId !== part.tenancyId)) return new BankLineRefusal('invalid', BANK_MESSAGES.chargeOfTenancy);
    if (automatic && charge?.openCents !== part.amountCents) return 'stale';
  }
  return null;
}

/** Each part of a line a confirmed payment of its tenancy, planned in the ledger's batch with the match's audit row. */
function addParts(ledger: LedgerBatch, batch: MatchBatch, line: LineRow, match: LineMatch, actor: LedgerActor, automatic: boolean): void {
  for (const part of match.parts) {
    const charge = part.chargeId ? (batch.charges.get(part.chargeId) as LedgerCharge) : null;
    const payment = {
      id: randomUUID(),
      tenancyId: part.tenancyId,
      amountCents: part.amountCents,
      paidOn: line.valueDate,
      method: line.method,
      reference: (charge?.reference ?? line.description).slice(0, 35),
      recordedBy: 'staff' as const,
      chargeId: charge?.id ?? null,
      bankLineId: line.id,
      createdById: actor.actorId,
    };
    const details = { bankLineId: line.id, paymentId: payment.id, amountCents: part.amountCents, chargeReference: charge?.reference ?? null, automatic };
    ledger.add(payment, { action: 'bank.line_matched', details });
  }
}

/**
 * Matches queued credit lines to rent, in one transaction: each part a confirmed payment of its tenancy (the line's
 * value date and method), allocated oldest first by the ledger, receipted and audited, like a payment staff record;
 * the whole batch written a statement per table. Parts must add up to the line. Staff's match that cannot be made is
 * refused whole; an automatic one whose charge no longer has the amount open leaves its line queued. Answers the lines
 * matched and the receipts to queue once committed.
 */
export async function matchBankLines(
  em: EntityManager,
  matches: LineMatch[],
  actor: LedgerActor,
  automatic = false,
): Promise<{ matched: number; mails: QueuedReceipt[] }> {
  if (matches.length === 0) return { matched: 0, mails: [] };
  return em.fork().transactional(async (tx) => {
    const batch = await loadBatch(tx, matches);
    const ledger = new RentLedger(tx).batch(batch.openCharges, actor, 'rent.payment_recorded');
    const matched: string[] = [];
    for (const match of matches) {
      const refusal = refusalOf(batch, match, automatic);
      if (refusal === 'stale') continue;
      if (refusal) throw refusal;
      const line = batch.lines.get(match.lineId) as LineRow;
      addParts(ledger, batch, line, match, actor, automatic);
      line.status = 'matched';
      matched.push(line.id);
    }
    const payments = await ledger.write();
    if (matched.length) {
      await tx.execute(`update bank_lines set status = 'matched', decided_by_id = ?, decided_at = now() where id in (?)`, [actor.actorId, matched]);
    }
    const mails = await insertReceipts(
      tx,
      payments.map((payment) => ({ paymentId: payment.id, recipient: batch.tenantEmails.get(payment.tenancyId) as string })),
    );
    return { matched: matched.length, mails };
  });
}

/**
 * Back to the queue. A matched line's payments are withdrawn (what they paid is open again, their overpayment credit
 * goes, each stands rejected with the reason) and an ignored line loses its reason; each audited.
 */
export async function unmatchBankLine(em: EntityManager, lineId: string, actor: LedgerActor): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const line = await lockedLine(tx, lineId);
    if (line.status !== 'matched' && line.status !== 'ignored') throw new BankLineRefusal('conflict', BANK_MESSAGES.notDecided);
    const ledger = new RentLedger(tx);
    if (line.status === 'ignored') ledger.audit('bank.line_unmatched', line.id, actor, { bankLineId: line.id, wasIgnored: line.ignoredReason });
    const payments = await tx.find(RentPaymentEntity, { bankLine: line.id, status: 'confirmed' });
    await lockTenancies(
      tx,
      payments.map((payment) => payment.tenancy.id),
    );
    for (const payment of payments) {
      const reopenedCents = await ledger.withdrawPayment(payment, 'Taken back: the bank line it was matched from was unmatched');
      ledger.audit('bank.line_unmatched', payment.tenancy.id, actor, {
        bankLineId: line.id,
        paymentId: payment.id,
        amountCents: payment.amountCents,
        reopenedCents,
      });
    }
    Object.assign(line, { status: 'unmatched', ignoredReason: null, decidedBy: userOf(tx, actor), decidedAt: new Date() });
  });
}

/** A queued credit that is not rent (a refund, a deposit…): ignored with the reason, audited; it can be queued again. */
export async function ignoreBankLine(em: EntityManager, lineId: string, reason: string, actor: LedgerActor): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const line = await lockedLine(tx, lineId);
    if (line.status !== 'unmatched') throw new BankLineRefusal('conflict', BANK_MESSAGES.notQueued);
    Object.assign(line, { status: 'ignored', ignoredReason: reason, decidedBy: userOf(tx, actor), decidedAt: new Date() });
    new RentLedger(tx).audit('bank.line_ignored', line.id, actor, { bankLineId: line.id, amountCents: line.amountCents, reason });
  });
}

type QueuedRow = { id: string; amount_cents: number; description: string };
type ChargeRow = OpenCharge & { tenancyId: string };

async function namedCharges(em: EntityManager, rows: QueuedRow[]): Promise<Map<string, ChargeRow>> {
  const references = [...new Set(rows.flatMap((row) => referencesIn(row.description)))];
  if (references.length === 0) return new Map();
  const charges = await em
    .getConnection()
    .execute<Array<{ id: string; reference: string; open_cents: number; tenancy_id: string }>>(
      `select id, reference, open_cents, tenancy_id from rent_charges where reference in (?) and open_cents > 0`,
      [references],
      'all',
    );
  return new Map(charges.map((row) => [row.reference, { id: row.id, reference: row.reference, openCents: row.open_cents, tenancyId: row.tenancy_id }]));
}

export type MatchedImport = { matched: number; mails: QueuedReceipt[] };

/**
 * Matches an import's new credit lines on their own where the rule allows it (automaticMatch: a reference in the
 * description, the exact open amount, one charge only); the rest stay in the queue for staff. Progress goes to the
 * import's row; at the end it is done, with the count matched, and audited.
 */
export async function matchImport(em: EntityManager, importId: string, actor: LedgerActor): Promise<MatchedImport> {
  const connection = em.getConnection();
  const [{ queued, total } = { queued: 0, total: 0 }] = await connection.execute<Array<{ queued: number; total: number }>>(
    `select (select count(*)::int from bank_lines where bank_import_id = i.id and status = 'unmatched') as queued, i.total_lines as total
       from bank_imports i where i.id = ?`,
    [importId],
    'all',
  );
  // Progress counts the file's lines: those not queued (money out, lines imported before) are done already.
  let processed = total - queued;
  await reportImportProgress(em, importId, { status: 'matching', processedLines: processed });
  const progress = importProgressReporter(em, importId);
  const mails: QueuedReceipt[] = [];
  let matched = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await connection.execute<QueuedRow[]>(
      `select id, amount_cents, description from bank_lines where bank_import_id = ? and status = 'unmatched' and id > ? order by id limit ?`,
      [importId, after, MATCH_BATCH],
      'all',
    );
    if (rows.length === 0) break;
    after = (rows[rows.length - 1] as QueuedRow).id;
    const charges = await namedCharges(em, rows);
    const automatic: LineMatch[] = [];
    for (const row of rows) {
      const charge = automaticMatch(
        row.amount_cents,
        referencesIn(row.description).flatMap((reference) => charges.get(reference) ?? []),
      );
      if (!charge) continue;
      // Spent for this run: a second line naming the same charge is a question for staff.
      charge.openCents = 0;
      automatic.push({ lineId: row.id, parts: [{ tenancyId: charge.tenancyId, chargeId: charge.id, amountCents: row.amount_cents }] });
    }
    const result = await matchBankLines(em, automatic, actor, true);
    mails.push(...result.mails);
    matched += result.matched;
    processed += rows.length;
    await progress(processed);
  }
  await em.fork().transactional(async (tx) => {
    // The import's lines matched in all, by this run and any cut short before it.
    await tx.execute(
      `update bank_imports set status = 'done', processed_lines = total_lines, finished_at = now(),
         matched_lines = (select count(*) from bank_lines where bank_import_id = ? and status = 'matched') where id = ?`,
      [importId, importId],
    );
    new RentLedger(tx).audit('bank.import_finished', importId, actor, { importId, matched });
  });
  return { matched, mails };
}
