import { BigIntType, Check, Entity, Enum, Index, ManyToOne, Opt, Property } from '@mikro-orm/core';
import { BANK_LINE_STATUSES, type BankLineStatus, PAYMENT_METHODS, type PaymentMethod } from '@app/contracts';
import { UserEntity } from '../../users/user.entity';
import { BankImportEntity } from './bank-import.entity';
import { DomainRecord } from '../../common/domain-record';

/**
 * A line of a bank statement, once: its fingerprint (account, value date, amount, description, running balance) is
 * unique, so the same file imported twice adds nothing. Money in waits in the queue (`unmatched`) until it is matched
 * to rent payments or ignored; money out is kept as `debit` and never queued. Inserted in batches by importStatement.
 */
@Entity({ tableName: 'bank_lines' })
@Index({ name: 'bank_lines_queue_index', properties: ['status', 'valueDate'] })
@Index({ name: 'bank_lines_decided_index', properties: ['status', 'decidedAt', 'id'] })
@Index({ name: 'bank_lines_import_index', properties: ['bankImport', 'lineNumber'] })
@Check({ name: 'bank_lines_amount_check', expression: 'amount_cents > 0' })
export class BankLineEntity extends DomainRecord {
  /** The import that first brought the line. */
  @ManyToOne({ entity: () => BankImportEntity, deleteRule: 'cascade' })
  bankImport!: BankImportEntity;

  @Property({ type: 'string', length: 64, unique: 'bank_lines_fingerprint_unique' })
  fingerprint!: string;

  @Property({ type: 'string', length: 60 })
  account!: string;

  @Property({ type: 'integer' })
  lineNumber!: number;

  @Property({ type: 'string', columnType: 'date' })
  valueDate!: string;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Enum({ items: () => ['credit', 'debit'] })
  direction!: 'credit' | 'debit';

  @Property({ type: 'string', length: 500 })
  description!: string;

  @Property({ type: new BigIntType('number'), nullable: true })
  balanceCents!: number | null;

  @Enum({ items: () => [...PAYMENT_METHODS] })
  method!: PaymentMethod;

  @Enum({ items: () => [...BANK_LINE_STATUSES] })
  status!: BankLineStatus;

  @Property({ type: 'string', length: 300, nullable: true })
  ignoredReason: (string & Opt) | null = null;

  /** Staff who matched, ignored or unmatched it last; null for an automatic match. */
  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  decidedBy: (UserEntity & Opt) | null = null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt: (Date & Opt) | null = null;
}
