import { AuthUserSchema, TwoFactorCodeSchema } from '../auth/auth';
import { agentChangeKeys } from '../cdn/surrogate-keys';
import { defineEndpoint, SIGNED_IN } from '../endpoints/endpoint';
import { SessionsEndedSchema, TwoFactorResetSchema } from '../users/user-schemas';
import { ChangePasswordSchema, PasswordChangedSchema, SessionsListSchema, UpdateProfileSchema } from './account';
import { RecoveryCodesSchema, TwoFactorDisableSchema, TwoFactorPolicySchema, TwoFactorSetupSchema, TwoFactorStatusSchema } from './two-factor';

/** Every staff member's own account, whatever the role; SPEC §6 rules for editing others stay in User Management. */
export const ACCOUNT_ENDPOINTS = {
  updateProfile: defineEndpoint({
    area: 'auth',
    method: 'POST',
    path: '/api/account/profile',
    access: SIGNED_IN,
    body: UpdateProfileSchema,
    response: AuthUserSchema,
    invalidates: 'public',
    purges: ({ response }) => agentChangeKeys(response.id),
  }),
  /** Signs out every other session of the account; the caller's gets a fresh cookie. */
  changePassword: defineEndpoint({
    area: 'auth',
    method: 'POST',
    path: '/api/account/password',
    access: SIGNED_IN,
    body: ChangePasswordSchema,
    response: PasswordChangedSchema,
  }),
  sessions: defineEndpoint({ area: 'auth', method: 'GET', path: '/api/account/sessions', access: SIGNED_IN, response: SessionsListSchema }),
  /** 404 unless the session is the caller's own and still signed in. */
  endSession: defineEndpoint({ area: 'auth', method: 'DELETE', path: '/api/account/sessions/:id', access: SIGNED_IN, response: SessionsEndedSchema }),
  endOtherSessions: defineEndpoint({
    area: 'auth',
    method: 'POST',
    path: '/api/account/sessions/sign-out-others',
    access: SIGNED_IN,
    response: SessionsEndedSchema,
  }),
  twoFactorStatus: defineEndpoint({ area: 'auth', method: 'GET', path: '/api/account/two-factor', access: SIGNED_IN, response: TwoFactorStatusSchema }),
  /** A new key (replacing an unconfirmed one); 409 while two-factor sign-in is on. */
  twoFactorSetup: defineEndpoint({ area: 'auth', method: 'POST', path: '/api/account/two-factor/setup', access: SIGNED_IN, response: TwoFactorSetupSchema }),
  /** Confirms the key with a first code; answers the recovery codes, once. */
  twoFactorEnable: defineEndpoint({
    area: 'auth',
    method: 'POST',
    path: '/api/account/two-factor/enable',
    access: SIGNED_IN,
    body: TwoFactorCodeSchema,
    response: RecoveryCodesSchema,
  }),
  /** Turns the caller's own two-factor sign-in off (password and a current code); 403 while their role requires it. Audited. */
  twoFactorDisable: defineEndpoint({
    area: 'auth',
    method: 'POST',
    path: '/api/account/two-factor/disable',
    access: SIGNED_IN,
    body: TwoFactorDisableSchema,
    response: TwoFactorResetSchema,
  }),
  /** 10 new recovery codes for a current code, shown once; the old ones stop working. Audited. */
  twoFactorRecoveryCodes: defineEndpoint({
    area: 'auth',
    method: 'POST',
    path: '/api/account/two-factor/recovery-codes',
    access: SIGNED_IN,
    body: TwoFactorCodeSchema,
    response: RecoveryCodesSchema,
  }),
  twoFactorPolicy: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: '/api/admin/settings/two-factor',
    access: ['super_admin'],
    response: TwoFactorPolicySchema,
  }),
  /** Which roles must use two-factor sign-in; their members without it are taken to enrolment. Audited. */
  updateTwoFactorPolicy: defineEndpoint({
    area: 'users',
    method: 'PUT',
    path: '/api/admin/settings/two-factor',
    access: ['super_admin'],
    body: TwoFactorPolicySchema,
    response: TwoFactorPolicySchema,
  }),
};
