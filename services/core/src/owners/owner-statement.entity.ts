import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/core';
import type { StatementContent } from '@app/contracts';
import { OwnerEntity } from './owner.entity';
import { DomainRecord } from '../common/domain-record';

/**
 * An owner's statement for one Singapore month (YYYY-MM), as it stood when it was made on the 1st of the next month:
 * its lines are kept as they were (a later change of a unit or a cost does not rewrite it). One per owner and month.
 */
@Entity({ tableName: 'owner_statements' })
@Unique({ properties: ['owner', 'month'] })
export class OwnerStatementEntity extends DomainRecord {
  @ManyToOne({ entity: () => OwnerEntity, deleteRule: 'cascade' })
  owner!: OwnerEntity;

  @Property({ type: 'string', length: 7 })
  month!: string;

  @Property({ type: 'json' })
  content!: StatementContent;

  constructor(fields: Pick<OwnerStatementEntity, 'owner' | 'month' | 'content'>) {
    super();
    Object.assign(this, fields);
  }
}
