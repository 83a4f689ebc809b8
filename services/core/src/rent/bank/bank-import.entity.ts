import { Entity, Enum, ManyToOne, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { BANK_FILE_FORMATS, BANK_IMPORT_STATUSES, type BankFileFormat, type BankImportStatus, type LineError } from '@app/contracts';
import { UserEntity } from '../../users/user.entity';

/** Where an import's uploaded file waits in MediaStorage until the worker's job ends (done or failed). */
export const bankStatementKey = (importId: string) => `bank-statements/${importId}`;

/**
 * One upload of a bank statement and how far it got: the counters are written as the file is read (outside the
 * transaction that saves its lines, so the page polling it sees them move).
 */
@Entity({ tableName: 'bank_imports' })
export class BankImportEntity {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string & Opt;

  @Property({ type: 'string', length: 60 })
  account: string;

  @Enum({ items: () => [...BANK_FILE_FORMATS] })
  format: BankFileFormat;

  @Property({ type: 'string', length: 200 })
  fileName: string & Opt = '';

  @Enum({ items: () => [...BANK_IMPORT_STATUSES] })
  status: BankImportStatus & Opt = 'waiting';

  @Property({ type: 'integer' })
  totalLines: number & Opt = 0;

  @Property({ type: 'integer' })
  processedLines: number & Opt = 0;

  @Property({ type: 'integer' })
  addedLines: number & Opt = 0;

  @Property({ type: 'integer' })
  duplicateLines: number & Opt = 0;

  @Property({ type: 'integer' })
  matchedLines: number & Opt = 0;

  @Property({ type: 'integer' })
  debitLines: number & Opt = 0;

  @Property({ type: 'json' })
  errors: LineError[] & Opt = [];

  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  createdBy: UserEntity | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;

  constructor(fields: { account: string; format: BankFileFormat; createdBy: UserEntity | null }) {
    this.account = fields.account;
    this.format = fields.format;
    this.createdBy = fields.createdBy;
  }
}
