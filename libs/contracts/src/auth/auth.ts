import { z } from 'zod';
import { UserSchema } from '../users/user';

/** What GET /api/auth/me, POST /api/auth/login and POST /api/auth/register answer: the user alone. */
export const AuthUserSchema = UserSchema;
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
