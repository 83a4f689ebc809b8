import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { UserEntity } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { SessionPayloadSchema, sessionCookieName } from './session-cookie';

/** Reads the session cookie; a session counts only while its user exists, is active and has the same session version. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    private readonly em: EntityManager,
  ) {
    const cookieName = sessionCookieName(config);
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([(request: Request) => request.cookies?.[cookieName] ?? null]),
      secretOrKey: config.JWT_SECRET,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: unknown): Promise<UserEntity | null> {
    const session = SessionPayloadSchema.safeParse(payload);
    if (!session.success) return null;
    const user = await this.em.findOne(UserEntity, { id: session.data.sub });
    if (!user?.isActive || user.sessionVersion !== session.data.ver) return null;
    return user;
  }
}
