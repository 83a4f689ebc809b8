import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { type AccountRole, AUTH_MESSAGES } from '@app/contracts';
import type { UserEntity } from '@app/core';
import { REQUIRED_ROLES } from './roles.decorator';

/** Runs after SessionAuthGuard: a signed-in user without one of the @Roles() gets 403. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<AccountRole[] | undefined>(REQUIRED_ROLES, [context.getHandler(), context.getClass()]);
    if (!roles) return true;
    const user = context.switchToHttp().getRequest<Request>().user as UserEntity | undefined;
    if (user && roles.includes(user.role)) return true;
    throw new ForbiddenException(AUTH_MESSAGES.forbidden);
  }
}
