import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BANK_IMPORT_RUNNING_STATUSES } from '@app/contracts';
import { BANK_IMPORT_JOB, BankImportEntity } from '@app/core';
import { Reconcile } from '../reconcile/reconcile.decorator';
import { type StoredWorkSourceOf, StoredWorkReconciler } from '../reconcile/stored-work';
import { BankImportHandler } from './bank-import.handler';

/** Bank imports uploaded but not finished (queued, checking, saving or matching) whose job is missing: queued again, or stopped once too old. */
@Injectable()
export class UnfinishedBankImports implements StoredWorkSourceOf<BankImportEntity, typeof BANK_IMPORT_JOB> {
  readonly job = BANK_IMPORT_JOB;

  constructor(
    private readonly em: EntityManager,
    private readonly handler: BankImportHandler,
    private readonly reconciler: StoredWorkReconciler,
  ) {}

  @Reconcile(BANK_IMPORT_JOB)
  reconcile() {
    return this.reconciler.reconcile(this);
  }

  unfinished(limit: number) {
    return this.em.fork().find(BankImportEntity, { status: { $in: [...BANK_IMPORT_RUNNING_STATUSES] } }, { orderBy: { createdAt: 'asc' }, limit });
  }

  jobArgs(row: BankImportEntity) {
    return [{ importId: row.id }] as const;
  }

  giveUp(row: BankImportEntity) {
    return this.handler.giveUp({ importId: row.id });
  }
}
