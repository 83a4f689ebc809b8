import { Controller, HttpCode, HttpStatus, Res, UseFilters } from '@nestjs/common';
import type { Response } from 'express';
import {
  ACCOUNT_ENDPOINTS,
  type AuthUser,
  type ChangePasswordInput,
  ChangePasswordSchema,
  type PasswordChanged,
  type UpdateProfileInput,
  UpdateProfileSchema,
} from '@app/contracts';
import { type ActingSession, type ActingUser, CurrentActing, CurrentActingSession } from '../common/current-user.decorator';
import { SessionCookie } from '../auth/session-cookie';
import { TooManyAttemptsFilter } from '../auth/too-many-attempts.filter';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody } from '../common/zod-validation.pipe';
import { toUser } from '../users/user-view';
import { UsersService } from '../users/users.service';
import { AccountService } from './account.service';

/** /admin/account: every role changes its own profile and password here. */
@Controller()
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly users: UsersService,
    private readonly sessionCookie: SessionCookie,
  ) {}

  @Endpoint(ACCOUNT_ENDPOINTS.updateProfile)
  @HttpCode(HttpStatus.OK)
  async updateProfile(@ValidBody(UpdateProfileSchema) input: UpdateProfileInput, @CurrentActing() { actor, clientAddress }: ActingUser): Promise<AuthUser> {
    return toUser(await this.users.updateOwnProfile(actor, input, clientAddress));
  }

  /** The other sessions end with the old session version; this one carries on with a cookie of the new one. */
  @Endpoint(ACCOUNT_ENDPOINTS.changePassword)
  @HttpCode(HttpStatus.OK)
  @UseFilters(TooManyAttemptsFilter)
  async changePassword(
    @ValidBody(ChangePasswordSchema) input: ChangePasswordInput,
    @CurrentActingSession() acting: ActingSession,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PasswordChanged> {
    await this.account.changePassword(acting.actor, input, acting);
    await this.sessionCookie.renew(response, acting.actor, acting.sessionId);
    return { success: true };
  }
}
