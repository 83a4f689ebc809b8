import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ACCOUNT_MESSAGES, isUuid, type Session, type SessionsEnded } from '@app/contracts';
import type { UserEntity } from '@app/core';
import { AuditLogService } from '../audit/audit-log.service';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { UserSessionsRepository } from '../users/user-sessions.repository';
import { browserName } from './browser-name';

/** Where the signed-in user is signed in, and signing some of those browsers out. */
@Injectable()
export class AccountSessionsService {
  private readonly sessionTtlMs: number;

  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    private readonly sessions: UserSessionsRepository,
    private readonly audit: AuditLogService,
  ) {
    this.sessionTtlMs = config.SESSION_TTL_HOURS * 60 * 60 * 1000;
  }

  async list(user: UserEntity, currentSessionId: string): Promise<Session[]> {
    const sessions = await this.sessions.listCurrent(user, this.sessionTtlMs);
    return sessions.map((session) => ({
      id: session.id,
      browser: browserName(session.userAgent),
      clientAddress: session.clientAddress,
      signedInAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      current: session.id === currentSessionId,
    }));
  }

  /** Signs one of the user's own sessions out; its browser gets 401 at its next request. */
  async end(user: UserEntity, sessionId: string, clientAddress: string): Promise<SessionsEnded> {
    const signedOut = isUuid(sessionId) ? await this.sessions.end(user.id, sessionId) : 0;
    if (signedOut === 0) throw new NotFoundException(ACCOUNT_MESSAGES.sessionNotFound);
    await this.audit.record({ action: 'account.session_ended', actorId: user.id, targetId: user.id, clientAddress, details: { sessionId } });
    return { success: true, signedOut };
  }

  async endOthers(user: UserEntity, currentSessionId: string, clientAddress: string): Promise<SessionsEnded> {
    const signedOut = await this.sessions.endAllExcept(user.id, currentSessionId);
    await this.audit.record({ action: 'account.other_sessions_ended', actorId: user.id, targetId: user.id, clientAddress, details: { signedOut } });
    return { success: true, signedOut };
  }
}
