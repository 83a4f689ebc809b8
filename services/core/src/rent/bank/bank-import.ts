import type { EntityManager } from '@mikro-orm/postgresql';
import { BANK_IMPORT_MAX_ERRORS, type BankImportStatus, type LineError } from '@app/contracts';
import { bankLineFingerprint, paymentMethodOf, type ParsedLine, type StatementLine } from './statement-line';

/** Lines inserted per statement. */
export const BANK_IMPORT_BATCH = 1_000;

/** A statement file read from its start each time it is called: it is read twice, to check it and to save it. */
export type StatementSource = () => AsyncIterable<ParsedLine>;

export type SavedStatement = { total: number; added: number; duplicates: number; debits: number; errors: LineError[] };

type Progress = Partial<{ status: BankImportStatus; totalLines: number; processedLines: number }>;

/** Updates an import's progress on a connection of its own, so the page polling it sees it while the lines' transaction runs. */
export async function reportImportProgress(em: EntityManager, importId: string, progress: Progress): Promise<void> {
  const columns = { status: 'status', totalLines: 'total_lines', processedLines: 'processed_lines' } as const;
  const entries = Object.entries(progress) as Array<[keyof Progress, string | number]>;
  await em
    .getConnection()
    .execute(`update bank_imports set ${entries.map(([key]) => `${columns[key]} = ?`).join(', ')} where id = ?`, [
      ...entries.map(([, value]) => value),
      importId,
    ]);
}

/** The page polls an import every second: progress within a step is written at most this often. */
const PROGRESS_EVERY_MS = 500;

/**
 * reportImportProgress for the counts within a step, written only when PROGRESS_EVERY_MS have passed since the last
 * write (each is a commit of its own: one per batch cost a 10,000-line import about 40 of them).
 */
export function importProgressReporter(em: EntityManager, importId: string): (processedLines: number) => Promise<void> {
  let last = Date.now();
  return async (processedLines) => {
    if (Date.now() - last < PROGRESS_EVERY_MS) return;
    last = Date.now();
    await reportImportProgress(em, importId, { processedLines });
  };
}

/** First pass: every line read, none saved; the number of lines and the malformed ones (the first BANK_IMPORT_MAX_ERRORS). */
async function checkStatement(em: EntityManager, importId: string, source: StatementSource): Promise<{ total: number; errors: LineError[] }> {
  let total = 0;
  const errors: LineError[] = [];
  const progress = importProgressReporter(em, importId);
  for await (const parsed of source()) {
    if (parsed.error) {
      errors.push(parsed.error);
      if (errors.length >= BANK_IMPORT_MAX_ERRORS) break;
      continue;
    }
    total += 1;
    if (total % BANK_IMPORT_BATCH === 0) await progress(total);
  }
  return { total, errors };
}

async function insertBatch(tx: EntityManager, importId: string, account: string, lines: StatementLine[]): Promise<{ added: number; debits: number }> {
  const rows = lines.map((line) => ({
    fingerprint: bankLineFingerprint(account, line),
    line_number: line.lineNumber,
    value_date: line.valueDate,
    amount_cents: line.amountCents,
    direction: line.direction,
    description: line.description,
    balance_cents: line.balanceCents,
    method: paymentMethodOf(line.description),
    status: line.direction === 'credit' ? 'unmatched' : 'debit',
  }));
  const inserted = await tx.execute<Array<{ direction: string }>>(
    `insert into bank_lines (bank_import_id, account, fingerprint, line_number, value_date, amount_cents, direction, description, balance_cents, method, status)
     select ?, ?, r.fingerprint, r.line_number, r.value_date, r.amount_cents, r.direction, r.description, r.balance_cents, r.method, r.status
       from jsonb_to_recordset(?::jsonb) as r(fingerprint text, line_number int, value_date date, amount_cents int, direction text,
                                              description text, balance_cents bigint, method text, status text)
     on conflict (fingerprint) do nothing
     returning direction`,
    [importId, account, JSON.stringify(rows)],
    'all',
  );
  return { added: inserted.length, debits: inserted.filter((row) => row.direction === 'debit').length };
}

/**
 * Imports a bank statement into `bank_lines`, as a stream in constant memory. It is read twice: first every line is
 * checked and counted (a malformed line fails the import with its line number, and nothing is saved); then the lines
 * are saved in one transaction, in batches whose fingerprints already imported are skipped (the unique index), so a
 * file imported twice, or one that overlaps an earlier one, adds each line once. Progress goes to the import's row as
 * it runs; the counts, and the status `matching`, are written with the lines (so a run cut short before they commit
 * starts again from the check, and one cut short after goes on to matching).
 */
export async function importStatement(em: EntityManager, importId: string, account: string, source: StatementSource): Promise<SavedStatement> {
  await reportImportProgress(em, importId, { status: 'checking', processedLines: 0 });
  const { total, errors } = await checkStatement(em, importId, source);
  if (errors.length > 0) {
    await em
      .getConnection()
      .execute(`update bank_imports set status = 'failed', errors = ?::jsonb, total_lines = ?, finished_at = now() where id = ?`, [
        JSON.stringify(errors),
        total,
        importId,
      ]);
    return { total, added: 0, duplicates: 0, debits: 0, errors };
  }
  await reportImportProgress(em, importId, { status: 'saving', totalLines: total, processedLines: 0 });
  return em.fork().transactional(async (tx) => {
    let added = 0;
    let debits = 0;
    let processed = 0;
    let batch: StatementLine[] = [];
    const progress = importProgressReporter(em, importId);
    const flush = async () => {
      const result = await insertBatch(tx, importId, account, batch);
      added += result.added;
      debits += result.debits;
      processed += batch.length;
      batch = [];
      await progress(processed);
    };
    for await (const parsed of source()) {
      if (parsed.line) batch.push(parsed.line);
      if (batch.length >= BANK_IMPORT_BATCH) await flush();
    }
    if (batch.length) await flush();
    // Committed with the lines: an import found in 'matching' has saved them all, one still before it saved none.
    await tx.execute(`update bank_imports set status = 'matching', processed_lines = 0, added_lines = ?, duplicate_lines = ?, debit_lines = ? where id = ?`, [
      added,
      processed - added,
      debits,
      importId,
    ]);
    return { total: processed, added, duplicates: processed - added, debits, errors: [] };
  });
}
