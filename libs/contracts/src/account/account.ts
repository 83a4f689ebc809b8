import { z } from 'zod';
import { OptionalCeaRegistrationNumberSchema, OptionalSingaporePhoneSchema } from '../common/cea';
import { textInput } from '../common/text';
import { FullNameSchema, PasswordSchema, UsernameSchema, withNewPasswordConfirmed } from '../users/user-schemas';

/** Body of POST /api/account/profile: what a staff member may change about themselves. */
export const UpdateProfileSchema = z.object({
  username: UsernameSchema,
  fullName: FullNameSchema,
  ceaRegistrationNumber: OptionalCeaRegistrationNumberSchema,
  phone: OptionalSingaporePhoneSchema,
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;

/** Body of POST /api/account/password. */
export const ChangePasswordSchema = z.object({
  currentPassword: textInput({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: PasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** The Change Password form: the body plus a confirmation that is never sent. */
export const ChangePasswordFormSchema = withNewPasswordConfirmed(ChangePasswordSchema.extend({ confirmPassword: z.string() }));

/** What POST /api/account/password answers. */
export const PasswordChangedSchema = z.object({ success: z.literal(true) });
export type PasswordChanged = z.infer<typeof PasswordChangedSchema>;

/** One signed-in browser of the account, as GET /api/account/sessions lists it. */
export const SessionSchema = z.object({
  id: z.string(),
  /** Read from the browser's User-Agent at sign-in, e.g. 'Chrome on Windows'. */
  browser: z.string(),
  clientAddress: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

export const SessionsListSchema = z.array(SessionSchema);

export const ACCOUNT_MESSAGES = {
  wrongCurrentPassword: 'The current password is not correct',
  sessionNotFound: 'Session not found',
} as const;
