import { defineEndpoint, SIGNED_IN } from '../endpoints/endpoint';
import { CreateUserSchema, LoginSchema } from '../users/user-schemas';
import { AuthUserSchema, LoginResultSchema, LogoutResultSchema, TwoFactorCodeSchema } from './auth';

export const AUTH_ENDPOINTS = {
  login: defineEndpoint({ area: 'auth', method: 'POST', path: '/api/auth/login', access: 'public', body: LoginSchema, response: LoginResultSchema }),
  /** The second step for an account with two-factor sign-in, after the password (a short-lived cookie links them). */
  loginTwoFactor: defineEndpoint({
    area: 'auth',
    method: 'POST',
    path: '/api/auth/login/two-factor',
    access: 'public',
    body: TwoFactorCodeSchema,
    response: AuthUserSchema,
  }),
  me: defineEndpoint({ area: 'auth', method: 'GET', path: '/api/auth/me', access: SIGNED_IN, response: AuthUserSchema }),
  /** Open to anyone: it ends the caller's session when there is one, and always clears the cookie. */
  logout: defineEndpoint({ area: 'auth', method: 'POST', path: '/api/auth/logout', access: 'public', response: LogoutResultSchema }),
  /** The same operation as creating a user in User Management; never open to visitors. */
  register: defineEndpoint({
    area: 'auth',
    method: 'POST',
    path: '/api/auth/register',
    access: ['super_admin', 'admin'],
    body: CreateUserSchema,
    response: AuthUserSchema,
  }),
};
