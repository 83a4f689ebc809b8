import { Controller, HttpCode, HttpStatus, Param } from '@nestjs/common';
import {
  type ForgotPasswordInput,
  ForgotPasswordSchema,
  type ForgotPasswordResult,
  PASSWORD_RESET_ENDPOINTS,
  type PasswordResetLink,
  type ResetPasswordInput,
  ResetPasswordSchema,
  USERS_ENDPOINTS,
} from '@app/contracts';
import { type ActingUser, ClientAddress, CurrentActing } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody } from '../common/zod-validation.pipe';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { PasswordResetService } from './password-reset.service';

/** "Forgot password?" on /auth, the reset page, and an admin's one-time link. */
@Controller()
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Endpoint(PASSWORD_RESET_ENDPOINTS.forgotPassword)
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimited('password-reset')
  forgotPassword(@ValidBody(ForgotPasswordSchema) input: ForgotPasswordInput, @ClientAddress() clientAddress: string): Promise<ForgotPasswordResult> {
    return this.resets.requestByMail(input.email, clientAddress);
  }

  @Endpoint(PASSWORD_RESET_ENDPOINTS.resetPassword)
  @HttpCode(HttpStatus.OK)
  @RateLimited('password-reset')
  async resetPassword(@ValidBody(ResetPasswordSchema) input: ResetPasswordInput, @ClientAddress() clientAddress: string): Promise<{ success: true }> {
    await this.resets.reset(input, clientAddress);
    return { success: true };
  }

  @Endpoint(USERS_ENDPOINTS.createResetLink)
  @HttpCode(HttpStatus.CREATED)
  createResetLink(@Param('id') id: string, @CurrentActing() acting: ActingUser): Promise<PasswordResetLink> {
    return this.resets.createLink(id, acting);
  }
}
