import { z } from 'zod';
import { UserSchema } from '../users/user';

/**
 * What GET /api/auth/me, POST /api/auth/login and POST /api/auth/register answer: the user, and whether their role
 * requires two-factor sign-in that they have not set up yet (then only My Account works until they do).
 */
export const AuthUserSchema = UserSchema.extend({ twoFactorSetupRequired: z.boolean().optional() });
export type AuthUser = z.infer<typeof AuthUserSchema>;

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
