import { z } from 'zod';
import { TwoFactorCodeSchema } from '../auth/auth';
import { ChangePasswordSchema } from './account';
import { RoleSchema } from '../users/roles';

/** How many single-use recovery codes enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

/** Body of POST /api/account/two-factor/disable: the account's password and a current code of the app. */
export const TwoFactorDisableSchema = ChangePasswordSchema.pick({ currentPassword: true }).extend(TwoFactorCodeSchema.shape);
export type TwoFactorDisableInput = z.infer<typeof TwoFactorDisableSchema>;
export type TwoFactorDisableFormValues = z.input<typeof TwoFactorDisableSchema>;

/** `requiredForRole`: the caller's role must use two-factor sign-in, so they cannot turn it off. */
export const TwoFactorStatusSchema = z.object({ enabled: z.boolean(), requiredForRole: z.boolean() });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** Enrolment: the key to scan (QR code) or type in; confirmed by a first code. */
export const TwoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCodeDataUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** Shown once, when enrolment is confirmed or new ones replace them; only their hashes are kept. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** The roles whose members must use two-factor sign-in (GET and PUT /api/admin/settings/two-factor). */
export const TwoFactorPolicySchema = z.object({ requiredRoles: z.array(RoleSchema).transform((roles) => [...new Set(roles)].sort()) });
export type TwoFactorPolicy = z.infer<typeof TwoFactorPolicySchema>;

export const TWO_FACTOR_MESSAGES = {
  setupRequired: 'Two-factor sign-in is required for your role. Set it up on My Account to continue.',
  invalidCode: 'The code is not correct. Use the current code of your authenticator app, or an unused recovery code.',
  noChallenge: 'Sign in with your email and password first.',
  alreadyEnabled: 'Two-factor sign-in is already on for this account.',
  noEnrolment: 'Start the set-up first: there is no key to confirm.',
  notEnabled: 'Two-factor sign-in is not on for this account.',
  requiredForRole: 'Two-factor sign-in is required for your role, so it cannot be turned off. Ask an administrator if you lost your phone.',
} as const;
