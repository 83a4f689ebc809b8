import { Entity, Enum, Index, ManyToOne, Opt, Property } from '@mikro-orm/core';
import { FEE_BASES, type FeeBasis } from '@app/contracts';
import { UserEntity } from '../users/user.entity';
import { EditableRecord } from '../common/domain-record';
import { trigramIndex } from '../common/trigram-index';

export type OwnerFields = { name: string; email: string; phone: string; portalUrl: string };

/** The text the owners search looks in on the owner (name, e-mail and phone), as SQL, for its trigram index. */
export const OWNER_SEARCH_TEXT = `name || E'\\n' || email || E'\\n' || phone`;

/**
 * Someone the company manages units for. `account` is their portal account (role `owner`, no password), made when
 * they are first invited; `portalUrl` is the portal's address (the API's PUBLIC_URL), which the worker's mails link to.
 */
@Entity({ tableName: 'owners' })
@Index({ name: 'owners_name_index', properties: ['name', 'id'] })
@Index(trigramIndex('owners', 'owners_search_index', OWNER_SEARCH_TEXT))
export class OwnerEntity extends EditableRecord {
  @Property({ type: 'string', length: 120 })
  name: string;

  /** Lower-cased, one owner per address. */
  @Property({ type: 'string', length: 254, unique: true })
  email: string;

  @Property({ type: 'string', length: 20 })
  phone: string;

  @Property({ type: 'text' })
  portalUrl: string;

  /** Whether the management fee is a share of the rent received (the default) or of the rent due. */
  @Enum({ items: () => [...FEE_BASES], default: 'received' })
  feeBasis: FeeBasis & Opt = 'received';

  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null', index: true })
  account: UserEntity | null = null;

  @Property({ type: 'datetime', nullable: true })
  invitedAt: Date | null = null;

  /** Raised by every save from staff's edit form; a save names the version it started from, and an older one is refused (409). */
  @Property({ type: 'integer', defaultRaw: '1' })
  version: number & Opt = 1;

  constructor(fields: OwnerFields) {
    super();
    this.name = fields.name;
    this.email = fields.email.toLowerCase();
    this.phone = fields.phone;
    this.portalUrl = fields.portalUrl;
  }
}
