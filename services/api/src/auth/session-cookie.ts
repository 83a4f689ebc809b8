import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { CookieOptions, Response } from 'express';
import { z } from 'zod';
import type { UserEntity } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

/** What the signed session cookie carries: the user and the session version it was issued for. */
export const SessionPayloadSchema = z.object({ sub: z.uuid(), ver: z.number().int() });
export type SessionPayload = z.infer<typeof SessionPayloadSchema>;

/** `__Host-` (Secure, host-only, Path=/) when the site is served over HTTPS. */
export function sessionCookieName(config: ApiConfig): string {
  return isHttps(config) ? '__Host-hl_session' : 'hl_session';
}

function isHttps(config: ApiConfig) {
  return new URL(config.PUBLIC_URL).protocol === 'https:';
}

@Injectable()
export class SessionCookie {
  private readonly name: string;
  private readonly options: CookieOptions;
  private readonly maxAgeMs: number;

  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    private readonly jwt: JwtService,
  ) {
    this.name = sessionCookieName(config);
    this.options = { httpOnly: true, sameSite: 'lax', path: '/', secure: isHttps(config) };
    this.maxAgeMs = config.SESSION_TTL_HOURS * 60 * 60 * 1000;
  }

  async issue(response: Response, user: UserEntity): Promise<void> {
    const payload: SessionPayload = { sub: user.id, ver: user.sessionVersion };
    response.cookie(this.name, await this.jwt.signAsync(payload), { ...this.options, maxAge: this.maxAgeMs });
  }

  clear(response: Response): void {
    response.clearCookie(this.name, this.options);
  }
}
