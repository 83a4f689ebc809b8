import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { UserEntity } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { setCurrentSessionId } from '../common/current-user.decorator';
import { SessionPayloadSchema, sessionCookieName } from './session-cookie';
import { UserSessionsRepository } from '../users/user-sessions.repository';

/**
 * Reads the session cookie; a session counts only while its row exists (signing out one session deletes it), its
 * user is active, and both the row and the cookie carry the user's session version (raised to end every session).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    private readonly sessions: UserSessionsRepository,
  ) {
    const cookieName = sessionCookieName(config);
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([(request: Request) => request.cookies?.[cookieName] ?? null]),
      secretOrKey: config.JWT_SECRET,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  async validate(request: Request, payload: unknown): Promise<UserEntity | null> {
    const parsed = SessionPayloadSchema.safeParse(payload);
    if (!parsed.success) return null;
    const { sub, sid, ver } = parsed.data;
    const session = await this.sessions.find(sid, sub);
    const user = session?.user.getEntity();
    if (!session || !user?.isActive || user.sessionVersion !== ver || session.version !== ver) return null;
    await this.sessions.touch(session);
    setCurrentSessionId(request, sid);
    return user;
  }
}
