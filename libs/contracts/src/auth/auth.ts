import { z } from 'zod';
import { textInput } from '../common/text';
import { UserSchema } from '../users/user';

/**
 * What GET /api/auth/me, POST /api/auth/login and POST /api/auth/register answer: the user, and whether their role
 * requires two-factor sign-in that they have not set up yet (then only My Account works until they do).
 */
export const AuthUserSchema = UserSchema.extend({ twoFactorSetupRequired: z.boolean().optional() });
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** What POST /api/auth/login answers for an account with two-factor sign-in: the second step comes next. */
export const TwoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true) });

/** What POST /api/auth/login answers: the user (signed in), or the request for a second step. */
export const LoginResultSchema = z.union([AuthUserSchema, TwoFactorChallengeSchema]);
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** A 6-digit code of the authenticator app, or a recovery code; spaces and dashes are ignored. */
export const TwoFactorCodeSchema = z.object({
  code: textInput({ error: 'Enter the code from your authenticator app' })
    .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().min(1, 'Enter the code from your authenticator app').max(32, 'The code is too long')),
});
export type TwoFactorCodeInput = z.input<typeof TwoFactorCodeSchema>;

/** What POST /api/auth/logout answers. */
export const LogoutResultSchema = z.object({ success: z.literal(true) });
export type LogoutResult = z.infer<typeof LogoutResultSchema>;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Try again later.',
  signInRequired: 'Authentication required',
  forbidden: "You don't have permission to do this.",
  crossSite: 'Cross-site requests are not allowed',
} as const;
