import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BANK_MESSAGES } from '@app/contracts';
import type { OutboundMailEntity } from '../../mail/outbound-mail.entity';
import { TenancyEntity } from '../../tenancies/tenancy.entity';
import { UserEntity } from '../../users/user.entity';
import { RentChargeEntity } from '../rent-charge.entity';
import { type LedgerActor, RentLedger } from '../rent-ledger';
import { RentPaymentEntity } from '../rent-payment.entity';
import { BankLineEntity } from './bank-line.entity';
import { reportImportProgress } from './bank-import';
import { automaticMatch, type OpenCharge, referencesIn } from './matching-rules';

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

/** Every tenancy of the parts, locked in id order (two matches of the same tenancies never wait on each other crosswise). */
async function lockTenancies(ledger: RentLedger, tenancyIds: string[]): Promise<Map<string, TenancyEntity>> {
  const locked = new Map<string, TenancyEntity>();
  for (const id of [...new Set(tenancyIds)].sort()) {
    try {
      locked.set(id, await ledger.lock(id));
    } catch {
      throw new BankLineRefusal('not_found', 'Tenancy not found');
    }
  }
  return locked;
}

/** The part's charge, which must be the tenancy's (and, for an automatic match, still have exactly the part's amount open). */
async function chargeOf(tx: EntityManager, part: MatchPart, automatic: boolean): Promise<RentChargeEntity | null | false> {
  if (!part.chargeId) return null;
  const charge = await tx.findOne(RentChargeEntity, { id: part.chargeId, tenancy: part.tenancyId });
  if (!charge) throw new BankLineRefusal('invalid', BANK_MESSAGES.chargeOfTenancy);
  return automatic && charge.openCents !== part.amountCents ? false : charge;
}

/**
 * Matches a queued credit line to rent, in one transaction: each part a confirmed payment of its tenancy (the line's
 * value date and method), allocated oldest first by the ledger, receipted and audited, like a payment staff record.
 * Parts must add up to the line. An automatic match whose charge no longer has the amount open leaves the line queued
 * (answers null). Answers the receipts to queue once committed.
 */
export async function matchBankLine(
  em: EntityManager,
  lineId: string,
  parts: MatchPart[],
  actor: LedgerActor,
  automatic = false,
): Promise<OutboundMailEntity[] | null> {
  return em.fork().transactional(async (tx) => {
    const line = await lockedLine(tx, lineId);
    if (line.direction !== 'credit') throw new BankLineRefusal('conflict', BANK_MESSAGES.notCredit);
    if (line.status !== 'unmatched') throw new BankLineRefusal('conflict', BANK_MESSAGES.notQueued);
    if (parts.reduce((sum, part) => sum + part.amountCents, 0) !== line.amountCents) throw new BankLineRefusal('invalid', BANK_MESSAGES.splitTotal);
    const ledger = new RentLedger(tx);
    const tenancies = await lockTenancies(
      ledger,
      parts.map((part) => part.tenancyId),
    );
    const mails: OutboundMailEntity[] = [];
    for (const part of parts) {
      const charge = await chargeOf(tx, part, automatic);
      if (charge === false) return null;
      const payment = new RentPaymentEntity({
        tenancy: tenancies.get(part.tenancyId) as TenancyEntity,
        amountCents: part.amountCents,
        paidOn: line.valueDate,
        method: line.method,
        reference: (charge?.reference ?? line.description).slice(0, 35),
        status: 'confirmed',
        recordedBy: 'staff',
        charge,
        createdBy: userOf(tx, actor),
      });
      payment.bankLine = line;
      const { mail } = await ledger.recordConfirmed(payment, actor, 'rent.payment_recorded');
      mails.push(mail);
      ledger.audit('bank.line_matched', part.tenancyId, actor, {
        bankLineId: line.id,
        paymentId: payment.id,
        amountCents: part.amountCents,
        chargeReference: charge?.reference ?? null,
        automatic,
      });
    }
    Object.assign(line, { status: 'matched', decidedBy: userOf(tx, actor), decidedAt: new Date() });
    return mails;
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
      ledger,
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

export type MatchedImport = { matched: number; mails: OutboundMailEntity[] };

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
  const mails: OutboundMailEntity[] = [];
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
    for (const row of rows) {
      const named = referencesIn(row.description).flatMap((reference) => charges.get(reference) ?? []);
      const charge = automaticMatch(row.amount_cents, named);
      if (!charge) continue;
      // Spent for this run: a second line naming the same charge is a question for staff.
      charge.openCents = 0;
      const receipts = await matchBankLine(em, row.id, [{ tenancyId: charge.tenancyId, chargeId: charge.id, amountCents: row.amount_cents }], actor, true);
      if (!receipts) continue;
      mails.push(...receipts);
      matched += 1;
    }
    processed += rows.length;
    await reportImportProgress(em, importId, { processedLines: processed });
  }
  await em.fork().transactional(async (tx) => {
    await tx.execute(`update bank_imports set status = 'done', matched_lines = ?, processed_lines = total_lines, finished_at = now() where id = ?`, [
      matched,
      importId,
    ]);
    new RentLedger(tx).audit('bank.import_finished', importId, actor, { importId, matched });
  });
  return { matched, mails };
}
