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
import type { UserEntity } from '@app/core';
import { ClientAddress, CurrentSessionId, CurrentUser } from '../common/current-user.decorator';
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
  async updateProfile(
    @ValidBody(UpdateProfileSchema) input: UpdateProfileInput,
    @CurrentUser() user: UserEntity,
    @ClientAddress() clientAddress: string,
  ): Promise<AuthUser> {
    return toUser(await this.users.updateOwnProfile(user, input, clientAddress));
  }

  /** The other sessions end with the old session version; this one carries on with a cookie of the new one. */
  @Endpoint(ACCOUNT_ENDPOINTS.changePassword)
  @HttpCode(HttpStatus.OK)
  @UseFilters(TooManyAttemptsFilter)
  async changePassword(
    @ValidBody(ChangePasswordSchema) input: ChangePasswordInput,
    @CurrentUser() user: UserEntity,
    @CurrentSessionId() sessionId: string,
    @ClientAddress() clientAddress: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PasswordChanged> {
    await this.account.changePassword(user, input, { sessionId, clientAddress });
    await this.sessionCookie.renew(response, user, sessionId);
    return { success: true };
  }
}
