import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { BANK_MESSAGES, type BankImportJob } from '@app/contracts';
import { BANK_IMPORT_JOB, type BankImportRun, failBankImport, MailOutbox, MediaStorage, runBankImport } from '@app/core';
import { JobFailureHandler, JobHandler } from '../jobs/job-handler.decorator';

/**
 * Imports an uploaded bank statement (runBankImport): checks, saves and matches its lines with their progress on the
 * import, then queues the receipts of the payments it matched and deletes the file. A run cut short starts again where
 * it is safe, so a retry, a killed worker or the reconciler's new job adds each line and payment once.
 */
@Injectable()
export class BankImportHandler {
  private readonly logger = new Logger(BankImportHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly storage: MediaStorage,
    private readonly outbox: MailOutbox,
  ) {}

  @JobHandler(BANK_IMPORT_JOB)
  async import({ importId }: BankImportJob): Promise<BankImportRun['status']> {
    const run = await runBankImport(this.em.fork(), this.storage, importId);
    // A receipt not queued here (the worker stopped) is pending in the outbox, whose reconciler queues it.
    for (const mail of run.mails) await this.outbox.queue(mail);
    this.logger.log(`Bank import ${importId} ${run.status}, ${run.mails.length} receipts queued`);
    return run.status;
  }

  /** Out of attempts: the import stops, saying so, and its file goes. */
  @JobFailureHandler(BANK_IMPORT_JOB)
  async giveUp({ importId }: BankImportJob): Promise<void> {
    await failBankImport(this.em.fork(), this.storage, importId, BANK_MESSAGES.stopped);
  }
}
