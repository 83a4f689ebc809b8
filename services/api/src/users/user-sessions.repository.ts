import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { UserEntity, UserSessionEntity } from '@app/core';

/** A session's last-seen time is written when it is older than this, not on every request. */
const LAST_SEEN_PRECISION_MS = 60_000;

export type SessionOrigin = { userAgent: string | null; clientAddress: string | null };

/** Storage of signed-in sessions (one row per browser); a row counts while its version is the user's. */
@Injectable()
export class UserSessionsRepository {
  constructor(private readonly em: EntityManager) {}

  /** A new session for the user at their current version; their sessions that no longer count are pruned. */
  async start(user: UserEntity, origin: SessionOrigin, maxIdleMs: number): Promise<UserSessionEntity> {
    await this.em.nativeDelete(UserSessionEntity, {
      user: user.id,
      $or: [{ version: { $ne: user.sessionVersion } }, { lastSeenAt: { $lt: new Date(Date.now() - maxIdleMs) } }],
    });
    const session = new UserSessionEntity({
      user: this.em.getReference(UserEntity, user.id, { wrapped: true }),
      version: user.sessionVersion,
      userAgent: origin.userAgent?.slice(0, 512) ?? null,
      clientAddress: origin.clientAddress,
    });
    await this.em.insert(session);
    return session;
  }

  /** The session with its user, when the row still exists. */
  find(sessionId: string, userId: string): Promise<UserSessionEntity | null> {
    return this.em.findOne(UserSessionEntity, { id: sessionId, user: userId }, { populate: ['user'] });
  }

  async touch(session: UserSessionEntity): Promise<void> {
    if (Date.now() - session.lastSeenAt.getTime() < LAST_SEEN_PRECISION_MS) return;
    await this.em.nativeUpdate(UserSessionEntity, { id: session.id }, { lastSeenAt: new Date() });
  }

  /** Carries the session on at the user's new version (their own password or role changed). */
  async renew(sessionId: string, user: UserEntity): Promise<void> {
    await this.em.nativeUpdate(UserSessionEntity, { id: sessionId, user: user.id }, { version: user.sessionVersion });
  }

  /** The sessions that still count, most recently seen first. */
  listCurrent(user: UserEntity, maxIdleMs: number): Promise<UserSessionEntity[]> {
    return this.em.find(
      UserSessionEntity,
      { user: user.id, version: user.sessionVersion, lastSeenAt: { $gte: new Date(Date.now() - maxIdleMs) } },
      { orderBy: { lastSeenAt: 'desc' } },
    );
  }

  /** Ends one session of the user; 0 when it is not theirs or already gone. */
  end(userId: string, sessionId: string): Promise<number> {
    return this.em.nativeDelete(UserSessionEntity, { id: sessionId, user: userId });
  }

  endAllExcept(userId: string, keptSessionId: string): Promise<number> {
    return this.em.nativeDelete(UserSessionEntity, { user: userId, id: { $ne: keptSessionId } });
  }

  endAll(userId: string): Promise<number> {
    return this.em.nativeDelete(UserSessionEntity, { user: userId });
  }
}
