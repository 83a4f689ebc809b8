import { type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The two columns most tables share: a random UUID key made by PostgreSQL, and when the row was made. An entity
 * extends this instead of declaring them again (MikroORM maps a base class's properties on each entity).
 */
export abstract class DomainRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string & Opt;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}

/** A DomainRecord that staff or the services edit: also when it last changed, set by MikroORM on every update. */
export abstract class EditableRecord extends DomainRecord {
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
