import { unlink } from 'node:fs/promises';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, HttpException, Injectable, NotFoundException } from '@nestjs/common';
import {
  BANK_MESSAGES,
  type BankImport,
  type BankLine,
  type BankLinePage,
  type BankLinesQuery,
  type CsvMapping,
  isUuid,
  type MatchBankLine,
  type SavedMapping,
  type StartBankImport,
} from '@app/contracts';
import {
  AuditLogEntity,
  bankAccountKey,
  BankImportEntity,
  BankLineEntity,
  BankLineRefusal,
  BankMappingEntity,
  csvRecords,
  csvStatementLines,
  importStatement,
  ignoreBankLine,
  type LedgerActor,
  MailOutbox,
  matchBankLines,
  matchImport,
  mt940Lines,
  type QueuedReceipt,
  type StatementSource,
  textLines,
  unmatchBankLine,
  UserEntity,
} from '@app/core';
import { BankRepository } from './bank.repository';
import { toBankImport, toBankLine } from './bank-view';

const REFUSALS: Record<BankLineRefusal['kind'], new (message: string) => HttpException> = {
  not_found: NotFoundException,
  conflict: ConflictException,
  invalid: BadRequestException,
};

/** A refusal of the core's bank functions as the API's error. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BankLineRefusal) throw new REFUSALS[error.kind](error.message);
    throw error;
  }
}

/** The statement at `path` read as its format says, from the start each time. */
function sourceOf(format: BankImportEntity['format'], path: string, mapping: CsvMapping | null): StatementSource {
  return () => (format === 'mt940' ? mt940Lines(textLines(path)) : csvStatementLines(csvRecords(textLines(path)), mapping as CsvMapping));
}

/**
 * Bank reconciliation (admins and super admins): a statement's import (its row first, then its file, checked whole,
 * saved in one transaction and matched), the queue of credits nobody matched, and staff's match, split, ignore and
 * unmatch. Every money change goes through RentLedger, with its audit rows and receipts.
 */
@Injectable()
export class BankService {
  constructor(
    private readonly em: EntityManager,
    private readonly bank: BankRepository,
    private readonly outbox: MailOutbox,
  ) {}

  async mappings(): Promise<SavedMapping[]> {
    const rows = await this.em.find(BankMappingEntity, {}, { orderBy: { account: 'asc' } });
    return rows.map((row) => ({ account: row.account, mapping: row.mapping, updatedAt: row.updatedAt.toISOString() }));
  }

  /** The import's row; a CSV's mapping (given, or saved before for the account: else 400) is saved with it. */
  async start(input: StartBankImport, actor: LedgerActor): Promise<BankImport> {
    const row = await this.em.fork().transactional(async (tx) => {
      const saved = await tx.findOne(BankMappingEntity, { accountKey: bankAccountKey(input.account) });
      if (input.format === 'csv' && !input.mapping && !saved) throw new BadRequestException(BANK_MESSAGES.mappingNeeded);
      const user = actor.actorId ? tx.getReference(UserEntity, actor.actorId) : null;
      if (input.format === 'csv' && input.mapping) {
        if (saved) Object.assign(saved, { mapping: input.mapping, updatedBy: user, updatedAt: new Date() });
        else tx.persist(new BankMappingEntity({ account: input.account, mapping: input.mapping, updatedBy: user }));
        const details = { account: input.account, mapping: input.mapping };
        tx.persist(new AuditLogEntity({ action: 'bank.mapping_saved', actorId: actor.actorId, targetId: null, clientAddress: actor.clientAddress, details }));
      }
      const row = new BankImportEntity({ account: saved?.account ?? input.account, format: input.format, createdBy: user });
      tx.persist(row);
      return row;
    });
    return toBankImport(row);
  }

  /**
   * Reads the uploaded file (on disk) into the import, then matches it; the temporary file goes either way. Only an
   * import waiting for its file takes one (two uploads to one import: 409).
   */
  async upload(importId: string, file: { path: string; originalname: string }, actor: LedgerActor): Promise<BankImport> {
    try {
      const row = await this.importRow(importId);
      const claimed = await this.em
        .getConnection()
        .execute<Array<{ id: string }>>(`update bank_imports set status = 'checking', file_name = ? where id = ? and status = 'waiting' returning id`, [
          file.originalname.slice(0, 200),
          row.id,
        ]);
      if (claimed.length === 0) throw new ConflictException(BANK_MESSAGES.alreadyUploaded);
      const mapping = row.format === 'csv' ? ((await this.em.findOne(BankMappingEntity, { accountKey: bankAccountKey(row.account) }))?.mapping ?? null) : null;
      try {
        const saved = await importStatement(this.em, row.id, row.account, sourceOf(row.format, file.path, mapping));
        if (saved.errors.length === 0) await this.queueReceipts((await matchImport(this.em, row.id, actor)).mails);
      } catch (error) {
        await this.stopped(row.id);
        throw error;
      }
      return this.bankImport(row.id);
    } finally {
      await unlink(file.path).catch(() => undefined);
    }
  }

  async bankImport(id: string): Promise<BankImport> {
    return toBankImport(await this.importRow(id, true));
  }

  async lines(query: BankLinesQuery): Promise<BankLinePage> {
    const [lines, total] = await this.bank.linesPage(query);
    return { items: await this.views(lines), total, page: query.page, pageSize: query.pageSize };
  }

  async match(lineId: string, input: MatchBankLine, actor: LedgerActor): Promise<BankLine> {
    const line = await this.line(lineId);
    const { mails } = await answering(() => matchBankLines(this.em, [{ lineId: line.id, parts: input.parts }], actor));
    await this.queueReceipts(mails);
    return this.lineView(line.id);
  }

  async ignore(lineId: string, reason: string, actor: LedgerActor): Promise<BankLine> {
    const line = await this.line(lineId);
    await answering(() => ignoreBankLine(this.em, line.id, reason, actor));
    return this.lineView(line.id);
  }

  async unmatch(lineId: string, actor: LedgerActor): Promise<BankLine> {
    const line = await this.line(lineId);
    await answering(() => unmatchBankLine(this.em, line.id, actor));
    return this.lineView(line.id);
  }

  /** An import cut short by an error: failed, saying what stands (nothing saved before its lines' transaction commits). */
  private async stopped(importId: string): Promise<void> {
    const errors = [{ line: 0, message: BANK_MESSAGES.stopped }];
    await this.em
      .getConnection()
      .execute(`update bank_imports set status = 'failed', errors = ?::jsonb, finished_at = now() where id = ? and status <> 'done'`, [
        JSON.stringify(errors),
        importId,
      ]);
  }

  private async queueReceipts(mails: QueuedReceipt[]): Promise<void> {
    for (const mail of mails) await this.outbox.queue(mail);
  }

  private async views(lines: BankLineEntity[]): Promise<BankLine[]> {
    const payments = await this.bank.paymentsOf(lines);
    const suggestions = await this.bank.suggestionsFor(lines.filter((line) => line.status === 'unmatched'));
    return lines.map((line) => toBankLine(line, payments.get(line.id) ?? [], suggestions.get(line.id) ?? []));
  }

  private async lineView(id: string): Promise<BankLine> {
    const [view] = await this.views([await this.em.fork().findOneOrFail(BankLineEntity, { id })]);
    return view as BankLine;
  }

  private async line(id: string): Promise<BankLineEntity> {
    const line = isUuid(id) ? await this.em.findOne(BankLineEntity, { id }) : null;
    if (!line) throw new NotFoundException(BANK_MESSAGES.lineNotFound);
    return line;
  }

  private async importRow(id: string, fresh = false): Promise<BankImportEntity> {
    const em = fresh ? this.em.fork() : this.em;
    const row = isUuid(id) ? await em.findOne(BankImportEntity, { id }) : null;
    if (!row) throw new NotFoundException(BANK_MESSAGES.importNotFound);
    return row;
  }
}
