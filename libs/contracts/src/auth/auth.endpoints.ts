import { SIGNED_IN } from '../endpoints/endpoint';
import { endpointsOf } from '../endpoints/endpoint-routes';
import { CreateUserSchema, LoginSchema } from '../users/user-schemas';
import { AuthUserSchema, LoginResultSchema, LogoutResultSchema, TwoFactorCodeSchema } from './auth';

const auth = endpointsOf('auth', 'public');

export const AUTH_ENDPOINTS = {
  login: auth.post('/api/auth/login', { body: LoginSchema, response: LoginResultSchema }),
  /** The second step for an account with two-factor sign-in, after the password (a short-lived cookie links them). */
  loginTwoFactor: auth.post('/api/auth/login/two-factor', { body: TwoFactorCodeSchema, response: AuthUserSchema }),
  me: auth.get('/api/auth/me', { access: SIGNED_IN, response: AuthUserSchema }),
  /** Open to anyone: it ends the caller's session when there is one, and always clears the cookie. */
  logout: auth.post('/api/auth/logout', { response: LogoutResultSchema }),
  /** The same operation as creating a user in User Management; never open to visitors. */
  register: auth.post('/api/auth/register', { access: ['super_admin', 'admin'], body: CreateUserSchema, response: AuthUserSchema }),
};
