import { Entity, ManyToOne, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { CsvMapping } from '@app/contracts';
import { UserEntity } from '../../users/user.entity';

/** A bank account's CSV columns (which heading holds the date, amount, description…), saved at its first import. */
@Entity({ tableName: 'bank_csv_mappings' })
export class BankMappingEntity {
  /** The account's name as staff gave it, lower-cased: one mapping per account. */
  @PrimaryKey({ type: 'string', length: 60 })
  accountKey: string;

  @Property({ type: 'string', length: 60 })
  account: string;

  @Property({ type: 'json' })
  mapping: CsvMapping;

  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  updatedBy: UserEntity | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date & Opt = new Date();

  constructor(fields: { account: string; mapping: CsvMapping; updatedBy: UserEntity | null }) {
    this.accountKey = bankAccountKey(fields.account);
    this.account = fields.account;
    this.mapping = fields.mapping;
    this.updatedBy = fields.updatedBy;
  }
}

/** The same account however staff capitalise or space it. */
export const bankAccountKey = (account: string): string => account.trim().replace(/\s+/g, ' ').toLowerCase();
