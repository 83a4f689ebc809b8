import { AuthUserSchema, TwoFactorCodeSchema } from '../auth/auth';
import { agentChangeKeys } from '../cdn/surrogate-keys';
import { SIGNED_IN } from '../endpoints/endpoint';
import { endpointsOf } from '../endpoints/endpoint-routes';
import { SessionsEndedSchema, TwoFactorResetSchema } from '../users/user-schemas';
import { ChangePasswordSchema, PasswordChangedSchema, SessionsListSchema, UpdateProfileSchema } from './account';
import { RecoveryCodesSchema, TwoFactorDisableSchema, TwoFactorPolicySchema, TwoFactorSetupSchema, TwoFactorStatusSchema } from './two-factor';

const account = endpointsOf('auth', SIGNED_IN);
const superAdminSettings = endpointsOf('users', ['super_admin']);

/** Every staff member's own account, whatever the role; SPEC §6 rules for editing others stay in User Management. */
export const ACCOUNT_ENDPOINTS = {
  updateProfile: account.post('/api/account/profile', {
    body: UpdateProfileSchema,
    response: AuthUserSchema,
    invalidates: 'public',
    purges: ({ response }) => agentChangeKeys(response.id),
  }),
  /** Signs out every other session of the account; the caller's gets a fresh cookie. */
  changePassword: account.post('/api/account/password', { body: ChangePasswordSchema, response: PasswordChangedSchema }),
  sessions: account.get('/api/account/sessions', { response: SessionsListSchema }),
  /** 404 unless the session is the caller's own and still signed in. */
  endSession: account.delete('/api/account/sessions/:id', { response: SessionsEndedSchema }),
  endOtherSessions: account.post('/api/account/sessions/sign-out-others', { response: SessionsEndedSchema }),
  twoFactorStatus: account.get('/api/account/two-factor', { response: TwoFactorStatusSchema }),
  /** A new key (replacing an unconfirmed one); 409 while two-factor sign-in is on. */
  twoFactorSetup: account.post('/api/account/two-factor/setup', { response: TwoFactorSetupSchema }),
  /** Confirms the key with a first code; answers the recovery codes, once. */
  twoFactorEnable: account.post('/api/account/two-factor/enable', { body: TwoFactorCodeSchema, response: RecoveryCodesSchema }),
  /** Turns the caller's own two-factor sign-in off (password and a current code); 403 while their role requires it. Audited. */
  twoFactorDisable: account.post('/api/account/two-factor/disable', { body: TwoFactorDisableSchema, response: TwoFactorResetSchema }),
  /** 10 new recovery codes for a current code, shown once; the old ones stop working. Audited. */
  twoFactorRecoveryCodes: account.post('/api/account/two-factor/recovery-codes', { body: TwoFactorCodeSchema, response: RecoveryCodesSchema }),
  twoFactorPolicy: superAdminSettings.get('/api/admin/settings/two-factor', { response: TwoFactorPolicySchema }),
  /** Which roles must use two-factor sign-in; their members without it are taken to enrolment. Audited. */
  updateTwoFactorPolicy: superAdminSettings.put('/api/admin/settings/two-factor', { body: TwoFactorPolicySchema, response: TwoFactorPolicySchema }),
};
