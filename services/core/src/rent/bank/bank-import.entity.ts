import { Entity, Enum, ManyToOne, Opt, Property } from '@mikro-orm/core';
import { BANK_FILE_FORMATS, BANK_IMPORT_STATUSES, type BankFileFormat, type BankImportStatus, type LineError } from '@app/contracts';
import { UserEntity } from '../../users/user.entity';
import { DomainRecord } from '../../common/domain-record';

/** Where an import's uploaded file waits in MediaStorage until the worker's job ends (done or failed). */
export const bankStatementKey = (importId: string) => `bank-statements/${importId}`;

/**
 * One upload of a bank statement and how far it got: the counters are written as the file is read (outside the
 * transaction that saves its lines, so the page polling it sees them move).
 */
@Entity({ tableName: 'bank_imports' })
export class BankImportEntity extends DomainRecord {
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

  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;

  // Assigned one by one, not with Object.assign: MikroORM builds an entity without arguments to infer column defaults
  // from the initializers above, which this table does not have; reading `fields` makes that attempt fail.
  constructor(fields: Pick<BankImportEntity, 'account' | 'format' | 'createdBy'>) {
    super();
    this.account = fields.account;
    this.format = fields.format;
    this.createdBy = fields.createdBy;
  }
}
