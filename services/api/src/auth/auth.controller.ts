import { Controller, HttpCode, HttpStatus, Res, UseFilters } from '@nestjs/common';
import type { Response } from 'express';
import {
  AUTH_ENDPOINTS,
  type AuthUser,
  type LoginResult,
  CreateUserSchema,
  type CreateUserInput,
  LoginSchema,
  type LoginInput,
  type LogoutResult,
} from '@app/contracts';
import type { UserEntity } from '@app/core';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody } from '../common/zod-validation.pipe';
import { toUser } from '../users/user-view';
import { TwoFactorRepository } from '../users/two-factor.repository';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { type ActingUser, ClientAddress, ClientUserAgent, CurrentActing, CurrentSessionId, CurrentUser } from '../common/current-user.decorator';
import { OptionalSession } from './optional-session.decorator';
import { SessionCookie } from './session-cookie';
import { TooManyAttemptsFilter } from './too-many-attempts.filter';
import { TwoFactorChallengeCookie } from './two-factor-challenge-cookie';
import { AllowedBeforeTwoFactorSetup } from './two-factor-setup.guard';

/** SPEC §7 authentication calls. */
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly sessionCookie: SessionCookie,
    private readonly twoFactor: TwoFactorRepository,
    private readonly twoFactorChallenge: TwoFactorChallengeCookie,
  ) {}

  @Endpoint(AUTH_ENDPOINTS.login)
  @HttpCode(HttpStatus.OK)
  @UseFilters(TooManyAttemptsFilter)
  async login(
    @ValidBody(LoginSchema) credentials: LoginInput,
    @ClientAddress() clientAddress: string,
    @ClientUserAgent() userAgent: string | null,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginResult> {
    const user = await this.auth.login(credentials, clientAddress);
    // With two-factor sign-in, the right password only opens the second step (POST /api/auth/login/two-factor).
    if (await this.twoFactor.isEnabled(user.id)) {
      await this.twoFactorChallenge.issue(response, user);
      return { twoFactorRequired: true };
    }
    await this.sessionCookie.start(response, user, { userAgent, clientAddress });
    return this.authUser(user);
  }

  @Endpoint(AUTH_ENDPOINTS.me)
  @AllowedBeforeTwoFactorSetup()
  me(@CurrentUser() user: UserEntity): Promise<AuthUser> {
    return this.authUser(user);
  }

  @Endpoint(AUTH_ENDPOINTS.logout)
  @OptionalSession()
  @AllowedBeforeTwoFactorSetup()
  @HttpCode(HttpStatus.OK)
  async logout(
    @CurrentUser() user: UserEntity | undefined,
    @CurrentSessionId() sessionId: string | undefined,
    @ClientAddress() clientAddress: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LogoutResult> {
    if (user && sessionId) await this.auth.logout(user, sessionId, clientAddress);
    this.sessionCookie.clear(response);
    return { success: true };
  }

  /** Never open to visitors: a signed-in admin or super admin creates accounts within their role rules. */
  @Endpoint(AUTH_ENDPOINTS.register)
  async register(@ValidBody(CreateUserSchema) input: CreateUserInput, @CurrentActing() acting: ActingUser): Promise<AuthUser> {
    return toUser(await this.users.create(input, acting));
  }

  /** The user, and whether they must set up two-factor sign-in before anything but My Account. */
  private async authUser(user: UserEntity): Promise<AuthUser> {
    return { ...toUser(user), twoFactorSetupRequired: await this.twoFactor.setupRequired(user) };
  }
}
