import { Controller, HttpCode, HttpStatus, Param, Req, Res, UnauthorizedException, UseFilters } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  ACCOUNT_ENDPOINTS,
  AUTH_ENDPOINTS,
  type AuthUser,
  type RecoveryCodes,
  TWO_FACTOR_MESSAGES,
  TwoFactorCodeSchema,
  type TwoFactorSetup,
  type TwoFactorPolicy,
  TwoFactorPolicySchema,
  type TwoFactorStatus,
  USERS_ENDPOINTS,
} from '@app/contracts';
import type { UserEntity } from '@app/core';
import { type ActingUser, ClientAddress, ClientUserAgent, CurrentActing, CurrentUser } from '../common/current-user.decorator';
import { SessionCookie } from '../auth/session-cookie';
import { TooManyAttemptsFilter } from '../auth/too-many-attempts.filter';
import { TwoFactorChallengeCookie } from '../auth/two-factor-challenge-cookie';
import { AllowedBeforeTwoFactorSetup } from '../auth/two-factor-setup.guard';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody } from '../common/zod-validation.pipe';
import { toUser } from '../users/user-view';
import { TwoFactorService } from './two-factor.service';

type Code = { code: string };

@Controller()
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly challenge: TwoFactorChallengeCookie,
    private readonly sessionCookie: SessionCookie,
  ) {}

  /** The second step of sign-in: the challenge cookie of the first step, and a code. */
  @Endpoint(AUTH_ENDPOINTS.loginTwoFactor)
  @HttpCode(HttpStatus.OK)
  @UseFilters(TooManyAttemptsFilter)
  async loginTwoFactor(
    @ValidBody(TwoFactorCodeSchema) { code }: Code,
    @Req() request: Request,
    @ClientAddress() clientAddress: string,
    @ClientUserAgent() userAgent: string | null,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthUser> {
    const challenge = await this.challenge.read(request);
    if (!challenge) throw new UnauthorizedException(TWO_FACTOR_MESSAGES.noChallenge);
    const user = await this.twoFactor.verifySecondStep(challenge, code, clientAddress);
    this.challenge.clear(response);
    await this.sessionCookie.start(response, user, { userAgent, clientAddress });
    return toUser(user);
  }

  @Endpoint(ACCOUNT_ENDPOINTS.twoFactorStatus)
  @AllowedBeforeTwoFactorSetup()
  status(@CurrentUser() user: UserEntity): Promise<TwoFactorStatus> {
    return this.twoFactor.status(user);
  }

  @Endpoint(ACCOUNT_ENDPOINTS.twoFactorSetup)
  @AllowedBeforeTwoFactorSetup()
  @HttpCode(HttpStatus.OK)
  setup(@CurrentUser() user: UserEntity): Promise<TwoFactorSetup> {
    return this.twoFactor.setup(user);
  }

  @Endpoint(ACCOUNT_ENDPOINTS.twoFactorEnable)
  @AllowedBeforeTwoFactorSetup()
  @HttpCode(HttpStatus.OK)
  enable(@ValidBody(TwoFactorCodeSchema) { code }: Code, @CurrentActing() { actor, clientAddress }: ActingUser): Promise<RecoveryCodes> {
    return this.twoFactor.enable(actor, code, clientAddress);
  }

  @Endpoint(USERS_ENDPOINTS.resetTwoFactor)
  @HttpCode(HttpStatus.OK)
  async reset(@Param('id') id: string, @CurrentActing() acting: ActingUser): Promise<{ success: true }> {
    await this.twoFactor.reset(id, acting);
    return { success: true };
  }

  @Endpoint(ACCOUNT_ENDPOINTS.twoFactorPolicy)
  async policy(): Promise<TwoFactorPolicy> {
    return { requiredRoles: await this.twoFactor.requiredRoles() };
  }

  @Endpoint(ACCOUNT_ENDPOINTS.updateTwoFactorPolicy)
  updatePolicy(@ValidBody(TwoFactorPolicySchema) policy: TwoFactorPolicy, @CurrentActing() acting: ActingUser): Promise<TwoFactorPolicy> {
    return this.twoFactor.updatePolicy(policy.requiredRoles, acting);
  }
}
