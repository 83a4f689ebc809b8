import { Entity, ManyToOne, Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { StatementContent } from '@app/contracts';
import { OwnerEntity } from './owner.entity';

/**
 * An owner's statement for one Singapore month (YYYY-MM), as it stood when it was made on the 1st of the next month:
 * its lines are kept as they were (a later change of a unit or a cost does not rewrite it). One per owner and month.
 */
@Entity({ tableName: 'owner_statements' })
@Unique({ properties: ['owner', 'month'] })
export class OwnerStatementEntity {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string & Opt;

  @ManyToOne({ entity: () => OwnerEntity, deleteRule: 'cascade' })
  owner: OwnerEntity;

  @Property({ type: 'string', length: 7 })
  month: string;

  @Property({ type: 'json' })
  content: StatementContent;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  constructor(fields: { owner: OwnerEntity; month: string; content: StatementContent }) {
    this.owner = fields.owner;
    this.month = fields.month;
    this.content = fields.content;
  }
}
