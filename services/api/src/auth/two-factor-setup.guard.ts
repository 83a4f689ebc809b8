import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { TWO_FACTOR_MESSAGES } from '@app/contracts';
import type { UserEntity } from '@app/core';
import { TwoFactorRepository } from '../users/two-factor.repository';

const ALLOWED_BEFORE_TWO_FACTOR_SETUP = 'allowedBeforeTwoFactorSetup';

/** Open to a signed-in user whose role requires two-factor sign-in before they have set it up: who am I, log out, enrolment. */
export const AllowedBeforeTwoFactorSetup = () => SetMetadata(ALLOWED_BEFORE_TWO_FACTOR_SETUP, true);

/** Runs after RolesGuard: a member of a role that must use two-factor sign-in gets 403 everywhere else until they enrol. */
@Injectable()
export class TwoFactorSetupGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly twoFactor: TwoFactorRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<Request>().user as UserEntity | undefined;
    if (!user) return true;
    if (this.reflector.getAllAndOverride<boolean>(ALLOWED_BEFORE_TWO_FACTOR_SETUP, [context.getHandler(), context.getClass()])) return true;
    if (await this.twoFactor.setupRequired(user)) throw new ForbiddenException(TWO_FACTOR_MESSAGES.setupRequired);
    return true;
  }
}
