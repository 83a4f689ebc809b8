import { Entity, Enum, Index, ManyToOne, Opt, Property, type Ref } from '@mikro-orm/core';
import { UserEntity } from './user.entity';
import { DomainRecord } from '../common/domain-record';

/**
 * What a mailed single-use link does: choose a new password (staff), sign in to the portal (a tenant or owner who asked
 * for it), or a staff member's invitation of a tenant or owner to the portal (signs in too, valid longer).
 */
export const ACCOUNT_LINK_PURPOSES = ['password_reset', 'sign_in', 'invitation'] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/**
 * A request to choose a new password, or a tenant's sign-in link (its `purpose`). Only the SHA-256 of its link's token is kept. A mailed one is stored with its mail
 * in the outbox, and its token made by the worker as it sends the mail; an admin's one-time link has its token at once and no mail.
 */
@Entity({ tableName: 'password_resets' })
@Index({ properties: ['user', 'createdAt'] })
export class PasswordResetEntity extends DomainRecord {
  @ManyToOne({ entity: () => UserEntity, ref: true, deleteRule: 'cascade' })
  user: Ref<UserEntity>;

  @Enum({ items: () => [...ACCOUNT_LINK_PURPOSES], default: 'password_reset' })
  purpose: AccountLinkPurpose & Opt = 'password_reset';

  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  tokenHash: string | null = null;

  /** The reset page's address (the API's PUBLIC_URL): the worker appends the token. */
  @Property({ type: 'text' })
  pageUrl: string;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  /** The admin who made a one-time link; null for a link asked for by mail. */
  @Property({ type: 'uuid', nullable: true })
  createdById: string | null;

  constructor(fields: {
    user: Ref<UserEntity>;
    pageUrl: string;
    expiresAt: Date;
    createdById?: string | null;
    tokenHash?: string | null;
    purpose?: AccountLinkPurpose;
  }) {
    super();
    this.user = fields.user;
    this.pageUrl = fields.pageUrl;
    this.expiresAt = fields.expiresAt;
    this.createdById = fields.createdById ?? null;
    this.tokenHash = fields.tokenHash ?? null;
    this.purpose = fields.purpose ?? 'password_reset';
  }
}
