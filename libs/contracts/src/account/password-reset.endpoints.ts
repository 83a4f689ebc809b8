import { defineEndpoint } from '../endpoints/endpoint';
import { ForgotPasswordResultSchema, ForgotPasswordSchema, PasswordResetDoneSchema, ResetPasswordSchema } from './password-reset';

export const PASSWORD_RESET_ENDPOINTS = {
  /** Rate-limited per client address; answers alike for known and unknown addresses. */
  forgotPassword: defineEndpoint({
    area: 'auth',
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    body: ForgotPasswordSchema,
    response: ForgotPasswordResultSchema,
  }),
  /** Uses a link once; every session of the account is signed out. */
  resetPassword: defineEndpoint({
    area: 'auth',
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    body: ResetPasswordSchema,
    response: PasswordResetDoneSchema,
  }),
};
