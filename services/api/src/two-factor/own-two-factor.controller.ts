import { Controller, HttpCode, HttpStatus, UseFilters } from '@nestjs/common';
import { ACCOUNT_ENDPOINTS, type RecoveryCodes, TwoFactorCodeSchema, type TwoFactorDisableInput, TwoFactorDisableSchema } from '@app/contracts';
import { type ActingUser, CurrentActing } from '../common/current-user.decorator';
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
    @CurrentActing() { actor, clientAddress }: ActingUser,
  ): Promise<{ success: true }> {
    await this.ownTwoFactor.disable(actor, input, clientAddress);
    return { success: true };
  }

  @Endpoint(ACCOUNT_ENDPOINTS.twoFactorRecoveryCodes)
  @HttpCode(HttpStatus.OK)
  regenerateRecoveryCodes(
    @ValidBody(TwoFactorCodeSchema) { code }: { code: string },
    @CurrentActing() { actor, clientAddress }: ActingUser,
  ): Promise<RecoveryCodes> {
    return this.ownTwoFactor.regenerateRecoveryCodes(actor, code, clientAddress);
  }
}
