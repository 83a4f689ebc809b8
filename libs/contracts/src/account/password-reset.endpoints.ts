import { endpointsOf } from '../endpoints/endpoint-routes';
import { ForgotPasswordResultSchema, ForgotPasswordSchema, PasswordResetDoneSchema, ResetPasswordSchema } from './password-reset';

const passwordReset = endpointsOf('auth', 'public');

export const PASSWORD_RESET_ENDPOINTS = {
  /** Rate-limited per client address; answers alike for known and unknown addresses. */
  forgotPassword: passwordReset.post('/api/auth/forgot-password', { body: ForgotPasswordSchema, response: ForgotPasswordResultSchema }),
  /** Uses a link once; every session of the account is signed out. */
  resetPassword: passwordReset.post('/api/auth/reset-password', { body: ResetPasswordSchema, response: PasswordResetDoneSchema }),
};
