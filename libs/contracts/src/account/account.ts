import { z } from 'zod';
import { textInput } from '../common/text';
import { FullNameSchema, PasswordSchema, UsernameSchema } from '../users/user-schemas';

/** Body of POST /api/account/profile: what a staff member may change about themselves. */
export const UpdateProfileSchema = z.object({
  username: UsernameSchema,
  fullName: FullNameSchema,
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;

/** Body of POST /api/account/password. */
export const ChangePasswordSchema = z.object({
  currentPassword: textInput({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: PasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** The Change Password form: the body plus a confirmation that is never sent. */
export const ChangePasswordFormSchema = ChangePasswordSchema.extend({ confirmPassword: z.string() }).refine(
  (values) => values.newPassword === values.confirmPassword,
  { path: ['confirmPassword'], message: 'Passwords do not match' },
);

/** What POST /api/account/password answers. */
export const PasswordChangedSchema = z.object({ success: z.literal(true) });
export type PasswordChanged = z.infer<typeof PasswordChangedSchema>;

export const ACCOUNT_MESSAGES = {
  wrongCurrentPassword: 'The current password is not correct',
} as const;
