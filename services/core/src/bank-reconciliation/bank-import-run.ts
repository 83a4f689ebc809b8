import type { EntityManager } from '@mikro-orm/postgresql';
import { BANK_MESSAGES, type BankImportStatus, type CsvMapping } from '@app/contracts';
import type { MediaStorage } from '../media/media-storage';
import { importStatement, type StatementSource } from '../rent/bank/bank-import';
import { bankStatementKey } from '../rent/bank/bank-import.entity';
import { bankAccountKey, BankMappingEntity } from '../rent/bank/bank-mapping.entity';
import { csvRecords } from '../rent/bank/csv-records';
import { csvStatementLines } from '../rent/bank/csv-statement';
import { mt940Lines } from '../rent/bank/mt940';
import type { ParsedLine } from '../rent/bank/statement-line';
import { textLines } from '../rent/bank/text-lines';
import { matchImport } from './bank-matching';
import type { QueuedReceipt } from './payment-receipt';

type ImportRow = { id: string; account: string; format: 'csv' | 'mt940'; status: BankImportStatus; created_by_id: string | null };

/** The stored statement read as its format says, from the start each time it is called; null once the file is gone. */
export function storedStatement(storage: MediaStorage, importId: string, format: ImportRow['format'], mapping: CsvMapping | null): StatementSource {
  return async function* (): AsyncGenerator<ParsedLine> {
    const stored = await storage.open(bankStatementKey(importId));
    if (!stored) throw new StatementFileMissing();
    const lines = textLines(stored.stream);
    try {
      yield* format === 'mt940' ? mt940Lines(lines) : csvStatementLines(csvRecords(lines), mapping as CsvMapping);
    } finally {
      stored.stream.destroy();
    }
  };
}

class StatementFileMissing extends Error {}

/** Ends an import that cannot go on, saying why (lines saved before stay, see BANK_MESSAGES.stopped). */
export async function failBankImport(em: EntityManager, storage: MediaStorage, importId: string, message: string): Promise<void> {
  await em
    .getConnection()
    .execute(`update bank_imports set status = 'failed', errors = ?::jsonb, finished_at = now() where id = ? and status not in ('done', 'failed')`, [
      JSON.stringify([{ line: 0, message }]),
      importId,
    ]);
  await storage.delete(bankStatementKey(importId));
}

export type BankImportRun = { status: BankImportStatus; mails: QueuedReceipt[] };

/**
 * Runs an uploaded import to its end, from wherever a run before it stopped: one queued, checking or saving has saved
 * nothing (its lines are one transaction, which also sets it matching) and starts from the check; one matching
 * matches only its lines still unmatched. Its file is deleted once it is done or failed. Answers the receipts to queue.
 */
export async function runBankImport(em: EntityManager, storage: MediaStorage, importId: string): Promise<BankImportRun> {
  const [row] = await em
    .getConnection()
    .execute<ImportRow[]>(`select id, account, format, status, created_by_id from bank_imports where id = ?`, [importId], 'all');
  if (!row || row.status === 'waiting') return { status: row?.status ?? 'failed', mails: [] };
  const actor = { actorId: row.created_by_id, clientAddress: null };
  let status = row.status;
  if (status === 'queued' || status === 'checking' || status === 'saving') {
    const mapping = row.format === 'csv' ? ((await em.fork().findOne(BankMappingEntity, { accountKey: bankAccountKey(row.account) }))?.mapping ?? null) : null;
    try {
      const saved = await importStatement(em, row.id, row.account, storedStatement(storage, row.id, row.format, mapping));
      status = saved.errors.length > 0 ? 'failed' : 'matching';
    } catch (error) {
      if (!(error instanceof StatementFileMissing)) throw error;
      await failBankImport(em, storage, row.id, BANK_MESSAGES.fileMissing);
      return { status: 'failed', mails: [] };
    }
  }
  const mails = status === 'matching' ? (await matchImport(em, row.id, actor)).mails : [];
  await storage.delete(bankStatementKey(row.id));
  return { status: status === 'matching' ? 'done' : status, mails };
}
