import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { CookieOptions, Request, Response } from 'express';
import { z } from 'zod';
import type { UserEntity } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

/** The second step must follow the password within this time. */
const CHALLENGE_TTL_SECONDS = 5 * 60;

const ChallengePayloadSchema = z.object({ sub: z.uuid(), ver: z.number().int(), purpose: z.literal('two-factor') });

/**
 * Links the two steps of a sign-in with two-factor: a short-lived signed httpOnly cookie naming the account whose
 * password was right. It is no session: only POST /api/auth/login/two-factor reads it.
 */
@Injectable()
export class TwoFactorChallengeCookie {
  private readonly name: string;
  private readonly options: CookieOptions;

  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    private readonly jwt: JwtService,
  ) {
    const secure = new URL(config.PUBLIC_URL).protocol === 'https:';
    this.name = secure ? '__Host-hl_two_factor' : 'hl_two_factor';
    this.options = { httpOnly: true, sameSite: 'strict', path: '/', secure };
  }

  async issue(response: Response, user: UserEntity): Promise<void> {
    const token = await this.jwt.signAsync({ sub: user.id, ver: user.sessionVersion, purpose: 'two-factor' }, { expiresIn: CHALLENGE_TTL_SECONDS });
    response.cookie(this.name, token, { ...this.options, maxAge: CHALLENGE_TTL_SECONDS * 1000 });
  }

  /** The account and session version of a valid challenge, or null. */
  async read(request: Request): Promise<{ userId: string; sessionVersion: number } | null> {
    const token: unknown = request.cookies?.[this.name];
    if (typeof token !== 'string') return null;
    try {
      const payload = ChallengePayloadSchema.safeParse(await this.jwt.verifyAsync(token, { algorithms: ['HS256'] }));
      return payload.success ? { userId: payload.data.sub, sessionVersion: payload.data.ver } : null;
    } catch {
      return null;
    }
  }

  clear(response: Response): void {
    response.clearCookie(this.name, this.options);
  }
}
