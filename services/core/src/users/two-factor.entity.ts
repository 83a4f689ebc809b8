import { Entity, ManyToOne, Opt, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { Role } from '@app/contracts';
import { UserEntity } from './user.entity';
import { DomainRecord } from '../common/domain-record';

/** A user's TOTP (RFC 6238) secret, encrypted with TOTP_ENCRYPTION_KEY; it counts at sign-in once enabled. */
@Entity({ tableName: 'user_two_factor' })
export class UserTwoFactorEntity extends DomainRecord {
  @ManyToOne({ entity: () => UserEntity, ref: true, deleteRule: 'cascade', unique: true })
  user!: Ref<UserEntity>;

  /** AES-256-GCM: iv, tag and ciphertext, base64url, dot-separated. */
  @Property({ type: 'text' })
  secretEncrypted!: string;

  /** Set when the first code confirmed the enrolment; null while enrolment is under way. */
  @Property({ type: 'datetime', nullable: true })
  enabledAt: Date | null = null;

  /**
   * The RFC 6238 time step (30-second counter) of the last code accepted with this key; a code counts only for a
   * later step, so one seen over a shoulder or in a log cannot be used again (RFC 6238 §5.2).
   */
  @Property({ type: 'integer', nullable: true })
  lastTimeStep: number | null = null;

  constructor(fields: Pick<UserTwoFactorEntity, 'user' | 'secretEncrypted'>) {
    super();
    Object.assign(this, fields);
  }
}

/** One of the 10 single-use codes shown once at enrolment; only its SHA-256 is kept. */
@Entity({ tableName: 'two_factor_recovery_codes' })
export class TwoFactorRecoveryCodeEntity {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string & Opt;

  @ManyToOne({ entity: () => UserEntity, ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<UserEntity>;

  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  constructor(fields: Pick<TwoFactorRecoveryCodeEntity, 'user' | 'codeHash'>) {
    Object.assign(this, fields);
  }
}

/** A role whose members must sign in with two-factor (set by a super admin): they are taken to enrolment first. */
@Entity({ tableName: 'two_factor_required_roles' })
export class TwoFactorRequiredRoleEntity {
  @PrimaryKey({ type: 'string', length: 40 })
  role: Role;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  constructor(role: Role) {
    this.role = role;
  }
}
