import { Controller, HttpCode, HttpStatus, UseFilters } from '@nestjs/common';
import { ACCOUNT_ENDPOINTS, type RecoveryCodes, TwoFactorCodeSchema, type TwoFactorDisableInput, TwoFactorDisableSchema } from '@app/contracts';
import type { UserEntity } from '@app/core';
import { ClientAddress, CurrentUser } from '../common/current-user.decorator';
import { TooManyAttemptsFilter } from '../auth/too-many-attempts.filter';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody } from '../common/zod-validation.pipe';
import { OwnTwoFactorService } from './own-two-factor.service';

/** My Account: the caller's own two-factor sign-in, once on. */
@Controller()
@UseFilters(TooManyAttemptsFilter)
export class OwnTwoFactorController {
  constructor(private readonly ownTwoFactor: OwnTwoFactorService) {}

  @Endpoint(ACCOUNT_ENDPOINTS.twoFactorDisable)
  @HttpCode(HttpStatus.OK)
  async disable(
    @ValidBody(TwoFactorDisableSchema) input: TwoFactorDisableInput,
    @CurrentUser() user: UserEntity,
    @ClientAddress() clientAddress: string,
  ): Promise<{ success: true }> {
    await this.ownTwoFactor.disable(user, input, clientAddress);
    return { success: true };
  }

  @Endpoint(ACCOUNT_ENDPOINTS.twoFactorRecoveryCodes)
  @HttpCode(HttpStatus.OK)
  regenerateRecoveryCodes(
    @ValidBody(TwoFactorCodeSchema) { code }: { code: string },
    @CurrentUser() user: UserEntity,
    @ClientAddress() clientAddress: string,
  ): Promise<RecoveryCodes> {
    return this.ownTwoFactor.regenerateRecoveryCodes(user, code, clientAddress);
  }
}
