import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { CookieOptions, Response } from 'express';
import { z } from 'zod';
import type { UserEntity } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { type SessionOrigin, UserSessionsRepository } from '../users/user-sessions.repository';

/** What the signed session cookie carries: the user, their session (a user_sessions row) and its version. */
export const SessionPayloadSchema = z.object({ sub: z.uuid(), sid: z.uuid(), ver: z.number().int() });
export type SessionPayload = z.infer<typeof SessionPayloadSchema>;

/** `__Host-` (Secure, host-only, Path=/) when the site is served over HTTPS. */
export function sessionCookieName(config: ApiConfig): string {
  return isHttps(config) ? '__Host-hl_session' : 'hl_session';
}

function isHttps(config: ApiConfig) {
  return new URL(config.PUBLIC_URL).protocol === 'https:';
}

/** Sessions as the browser holds them: the row of each signed-in browser and its httpOnly cookie. */
@Injectable()
export class SessionCookie {
  private readonly name: string;
  private readonly options: CookieOptions;
  readonly maxAgeMs: number;

  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    private readonly jwt: JwtService,
    private readonly sessions: UserSessionsRepository,
  ) {
    this.name = sessionCookieName(config);
    this.options = { httpOnly: true, sameSite: 'lax', path: '/', secure: isHttps(config) };
    this.maxAgeMs = config.SESSION_TTL_HOURS * 60 * 60 * 1000;
  }

  /** Signs a browser in: a new session row, and its cookie. */
  async start(response: Response, user: UserEntity, origin: SessionOrigin): Promise<void> {
    const session = await this.sessions.start(user, origin, this.maxAgeMs);
    await this.set(response, { sub: user.id, sid: session.id, ver: user.sessionVersion });
  }

  /** Keeps this browser's session across a change of the user's session version (their own password or role). */
  async renew(response: Response, user: UserEntity, sessionId: string): Promise<void> {
    await this.sessions.renew(sessionId, user);
    await this.set(response, { sub: user.id, sid: sessionId, ver: user.sessionVersion });
  }

  clear(response: Response): void {
    response.clearCookie(this.name, this.options);
  }

  private async set(response: Response, payload: SessionPayload): Promise<void> {
    response.cookie(this.name, await this.jwt.signAsync(payload), { ...this.options, maxAge: this.maxAgeMs });
  }
}
