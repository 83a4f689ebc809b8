import { Entity, Enum, Index, Opt, Property, Unique } from '@mikro-orm/core';
import { ACCOUNT_ROLES, type AccountRole } from '@app/contracts';
import { EditableRecord } from '../common/domain-record';
import { trigramIndex } from '../common/trigram-index';

/**
 * The text the staff accounts search looks in (username, full name and e-mail, one per line), as SQL on the table's
 * columns: the search writes the same expression, so that the trigram index on it answers (the table grows with
 * tenant and owner accounts, which the search passes over).
 */
export const USER_SEARCH_TEXT = `username || E'\\n' || coalesce(full_name, '') || E'\\n' || email`;

@Entity({ tableName: 'users' })
@Unique({ name: 'users_username_lower_unique', expression: 'create unique index "users_username_lower_unique" on "users" (lower("username"))' })
@Index(trigramIndex('users', 'users_search_index', USER_SEARCH_TEXT))
export class UserEntity extends EditableRecord {
  /** Shown as typed; unique ignoring case (users_username_lower_unique). */
  @Property({ type: 'string', length: 50 })
  username: string;

  /** Stored lower-cased, so look-ups and the unique index ignore case. */
  @Property({ type: 'string', length: 254, unique: true })
  email: string;

  @Property({ type: 'string', length: 120, nullable: true })
  fullName: string | null = null;

  @Enum({ items: () => [...ACCOUNT_ROLES] })
  role: AccountRole;

  /** CEA registration number (R + 6 digits + a letter) of a registered salesperson; listings they are agent of show it. */
  @Property({ type: 'string', length: 8, nullable: true })
  ceaRegistrationNumber: string | null = null;

  /** Singapore phone number as +65 9123 4567; listings they are agent of show it. */
  @Property({ type: 'string', length: 20, nullable: true })
  phone: string | null = null;

  @Property({ type: 'boolean' })
  isActive: boolean & Opt = true;

  /** Null for a tenant: they sign in with a mailed single-use link, never a password. */
  @Property({ type: 'string', hidden: true, lazy: true, nullable: true })
  passwordHash: string | null;

  /** Raised on logout, password change, deactivation and role change: older session cookies stop working. */
  @Property({ type: 'integer' })
  sessionVersion: number & Opt = 1;

  constructor(fields: {
    username: string;
    email: string;
    role: AccountRole;
    passwordHash: string | null;
    fullName?: string | null;
    isActive?: boolean;
    ceaRegistrationNumber?: string | null;
    phone?: string | null;
  }) {
    super();
    this.username = fields.username;
    this.email = fields.email.toLowerCase();
    this.role = fields.role;
    this.passwordHash = fields.passwordHash;
    this.fullName = fields.fullName ?? null;
    this.isActive = fields.isActive ?? true;
    this.ceaRegistrationNumber = fields.ceaRegistrationNumber ?? null;
    this.phone = fields.phone ?? null;
  }
}
