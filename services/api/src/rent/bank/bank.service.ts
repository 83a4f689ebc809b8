import { open, readFile, unlink } from 'node:fs/promises';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, HttpException, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import {
  BANK_FILE_FORMATS,
  BANK_MESSAGES,
  type BankImport,
  type BankLine,
  type BankLinePage,
  type BankLinesQuery,
  type MatchBankLine,
  type SavedMapping,
  type StartBankImport,
} from '@app/contracts';
import {
  AuditLogEntity,
  bankAccountKey,
  BANK_IMPORT_JOB,
  BankImportEntity,
  BankLineEntity,
  BankLineRefusal,
  bankStatementKey,
  BankMappingEntity,
  describeError,
  ignoreBankLine,
  JobQueues,
  type LedgerActor,
  MailOutbox,
  matchBankLines,
  MediaStorage,
  type QueuedReceipt,
  unmatchBankLine,
  UserEntity,
} from '@app/core';
import { BankRepository } from './bank.repository';
import { toBankImport, toBankLine } from './bank-view';
import { foundOr404 } from '../../common/found-or-404';
import { listPage } from '../../common/list-page';

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

/** Bytes read from the start of an upload to tell a text statement from anything else. */
const SNIFF_BYTES = 4096;

/** Whether the file's first bytes can be a statement: text (no NUL byte), and for MT940 one opening with a SWIFT tag or block. */
async function looksLikeStatement(path: string, format: (typeof BANK_FILE_FORMATS)[number]): Promise<boolean> {
  const file = await open(path);
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SNIFF_BYTES, 0);
    const head = buffer.subarray(0, bytesRead);
    if (bytesRead === 0 || head.includes(0)) return false;
    return format === 'csv' || /^(\uFEFF)?\s*(:\d{2}[A-Z]?:|\{1:)/.test(head.toString('utf8'));
  } finally {
    await file.close();
  }
}

/**
 * Bank reconciliation (admins and super admins): a statement's import (its row first, then its file, stored and handed
 * to the worker's job, which checks it whole, saves it in one transaction and matches it), the queue of credits nobody matched, and staff's match, split, ignore and
 * unmatch. Every money change goes through RentLedger, with its audit rows and receipts.
 */
@Injectable()
export class BankService {
  private readonly logger = new Logger(BankService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly bank: BankRepository,
    private readonly outbox: MailOutbox,
    private readonly storage: MediaStorage,
    private readonly queues: JobQueues,
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
   * Stores the uploaded file (on disk) for the import and queues the worker's job, answering the import queued; what
   * can be refused cheaply is refused here (not a text statement, a CSV of an account without saved columns). Only an
   * import waiting for its file takes one (two uploads to one import: 409): the claim names the file before it is
   * stored, and the import turns queued once it is; any failure in between removes the stored file and lifts the claim.
   * The temporary file goes either way.
   */
  async upload(importId: string, file: { path: string; originalname: string }): Promise<BankImport> {
    try {
      const row = await this.importRow(importId);
      if (!(await looksLikeStatement(file.path, row.format))) throw new BadRequestException(BANK_MESSAGES.notText);
      if (row.format === 'csv' && !(await this.em.fork().findOne(BankMappingEntity, { accountKey: bankAccountKey(row.account) }))) {
        throw new BadRequestException(BANK_MESSAGES.mappingNeeded);
      }
      const connection = this.em.getConnection();
      const claimed = await connection.execute<Array<{ id: string }>>(
        `update bank_imports set file_name = ? where id = ? and status = 'waiting' and file_name = '' returning id`,
        [file.originalname.slice(0, 200) || 'statement', row.id],
      );
      if (claimed.length === 0) throw new ConflictException(BANK_MESSAGES.alreadyUploaded);
      try {
        await this.store(row.id, file.path);
        await connection.execute(`update bank_imports set status = 'queued' where id = ?`, [row.id]);
      } catch (error) {
        // Not stored and queued: the file goes and the import waits for its file again, so the upload can be tried once more.
        await this.storage.delete(bankStatementKey(row.id)).catch((failure: unknown) => {
          this.logger.warn(`Bank import ${row.id}: its stored file could not be removed: ${describeError(failure)}`);
        });
        await connection.execute(`update bank_imports set file_name = '', status = 'waiting' where id = ? and status in ('waiting', 'queued')`, [row.id]);
        throw error;
      }
      await this.queues.add(BANK_IMPORT_JOB, { importId: row.id }).catch((error: unknown) => {
        // Stored and queued in the database: the worker's reconciler gives it its job.
        this.logger.warn(`Bank import ${row.id} is stored but its job could not be queued: ${describeError(error)}`);
      });
      return this.bankImport(row.id);
    } finally {
      await unlink(file.path).catch(() => undefined);
    }
  }

  /** The upload under the import's key; storage that cannot take it is a 503 (try again), not a 500. */
  private async store(importId: string, path: string): Promise<void> {
    const data = await readFile(path);
    try {
      await this.storage.put(bankStatementKey(importId), data);
    } catch (error) {
      this.logger.warn(`Bank import ${importId}: its file could not be stored: ${describeError(error)}`);
      throw new ServiceUnavailableException(BANK_MESSAGES.storageUnavailable);
    }
  }

  async bankImport(id: string): Promise<BankImport> {
    return toBankImport(await this.importRow(id, true));
  }

  async lines(query: BankLinesQuery): Promise<BankLinePage> {
    const [lines, total] = await this.bank.linesPage(query);
    return listPage(await this.views(lines), total, query);
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

  private line(id: string): Promise<BankLineEntity> {
    return foundOr404(id, () => this.em.findOne(BankLineEntity, { id }), BANK_MESSAGES.lineNotFound);
  }

  private importRow(id: string, fresh = false): Promise<BankImportEntity> {
    const em = fresh ? this.em.fork() : this.em;
    return foundOr404(id, () => em.findOne(BankImportEntity, { id }), BANK_MESSAGES.importNotFound);
  }
}
