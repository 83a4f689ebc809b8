import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { AUTH_MESSAGES } from '@app/contracts';
import { IS_PUBLIC_ROUTE } from '../common/public.decorator';
import { OPTIONAL_SESSION } from './optional-session.decorator';

/** Deny by default: every route needs a valid session unless marked @Public(). */
@Injectable()
export class SessionAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    if (this.flag(context, OPTIONAL_SESSION)) return this.tryAuthenticate(context);
    if (this.flag(context, IS_PUBLIC_ROUTE)) return true;
    return super.canActivate(context);
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser {
    if (user) return user;
    if (this.flag(context, OPTIONAL_SESSION)) return undefined as TUser;
    if (error instanceof Error && !(error instanceof UnauthorizedException)) throw error;
    throw new UnauthorizedException(AUTH_MESSAGES.signInRequired);
  }

  private async tryAuthenticate(context: ExecutionContext) {
    await super.canActivate(context);
    return true;
  }

  private flag(context: ExecutionContext, key: string): boolean {
    return this.reflector.getAllAndOverride<boolean>(key, [context.getHandler(), context.getClass()]) === true;
  }
}
