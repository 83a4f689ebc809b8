import { Entity, Index, ManyToOne, Opt, Property, type Ref } from '@mikro-orm/core';
import { UserEntity } from './user.entity';
import { DomainRecord } from '../common/domain-record';

/**
 * One signed-in browser. Its id is in the session cookie: deleting the row signs that browser out at its next
 * request. A row counts only while its version is the user's session version (raised to end every session).
 */
@Entity({ tableName: 'user_sessions' })
@Index({ properties: ['user', 'lastSeenAt'] })
export class UserSessionEntity extends DomainRecord {
  @ManyToOne({ entity: () => UserEntity, ref: true, deleteRule: 'cascade' })
  user!: Ref<UserEntity>;

  @Property({ type: 'integer' })
  version!: number;

  /** The browser's User-Agent at sign-in, cut to 512 characters. */
  @Property({ type: 'string', length: 512, nullable: true })
  userAgent!: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  clientAddress!: string | null;

  /** Written at most once a minute per session, so a busy editor costs no write per request. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastSeenAt: Date & Opt = new Date();

  constructor(fields: Pick<UserSessionEntity, 'user' | 'version' | 'userAgent' | 'clientAddress'>) {
    super();
    Object.assign(this, fields);
  }
}
