import { z } from 'zod';
import { pageOf, pageQueryFields, searchTextField } from '../common/pages';
import { OptionalCeaRegistrationNumberSchema, OptionalSingaporePhoneSchema } from '../common/cea';
import { textInput } from '../common/text';
import { isCommonPassword } from './common-passwords';
import { ROLES, RoleSchema } from './roles';
import { UserSchema } from './user';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** SPEC §5 login rules. */
export const LoginSchema = z.object({
  email: textInput({ error: 'Valid email is required' }).trim().toLowerCase().pipe(z.email('Valid email is required')),
  password: textInput({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** SPEC §5 with the minimum raised to 8 (OWASP ASVS), a maximum, and the most common passwords refused. */
export const PasswordSchema = textInput({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((password) => !isCommonPassword(password), 'This password is too common. Choose one that is harder to guess.');

export const UsernameSchema = textInput({ error: 'Username is required' })
  .trim()
  .min(1, { error: 'Username is required', abort: true })
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain only letters, digits, dots, underscores and hyphens');

const EmailSchema = textInput({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required', abort: true })
  .pipe(z.email('Email is invalid').max(254, 'Email must be at most 254 characters'));

export const FullNameSchema = textInput().trim().max(120, 'Full name must be at most 120 characters').nullable().optional();

const userFields = {
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  fullName: FullNameSchema,
  ceaRegistrationNumber: OptionalCeaRegistrationNumberSchema,
  phone: OptionalSingaporePhoneSchema,
  role: RoleSchema.default('content_manager'),
  isActive: z.boolean().default(true),
};

/** Body of POST /api/admin/users and POST /api/auth/register; unknown keys are dropped. */
export const CreateUserSchema = z.object(userFields);
export type CreateUserInput = z.infer<typeof CreateUserSchema>;

const PASSWORDS_DIFFER = 'Passwords do not match';

/** A form's rule that its confirmation repeats the new password it sets (Change Password, Choose a New Password). */
export function withNewPasswordConfirmed<Form extends z.ZodType<{ newPassword: string; confirmPassword: string }>>(form: Form) {
  return form.refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER });
}

type PasswordPair = { password?: string; confirmPassword?: string };

const passwordsMatch = {
  path: ['confirmPassword'],
  message: PASSWORDS_DIFFER,
  when: (payload: { value: unknown }) => typeof (payload.value as PasswordPair | undefined)?.password === 'string',
};

function confirmationMatches(values: PasswordPair) {
  return !values.password || values.password === values.confirmPassword;
}

/** The Create New User dialog: the body plus a confirmation that is never sent. */
export const CreateUserFormSchema = CreateUserSchema.extend({ confirmPassword: z.string() }).refine(confirmationMatches, passwordsMatch);

/** Body of POST /api/admin/users/:id/update-user: only the changed fields. */
export const UpdateUserSchema = z.object({
  username: UsernameSchema.optional(),
  email: EmailSchema.optional(),
  fullName: FullNameSchema,
  ceaRegistrationNumber: OptionalCeaRegistrationNumberSchema,
  phone: OptionalSingaporePhoneSchema,
  role: RoleSchema.optional(),
  password: PasswordSchema.optional(),
  isActive: z.boolean().optional(),
});
export type UpdateUserInput = z.infer<typeof UpdateUserSchema>;

/** The Edit User dialog: a blank password keeps the current one. */
export const UpdateUserFormSchema = UpdateUserSchema.extend({
  password: z.preprocess((value) => (value === '' ? undefined : value), PasswordSchema.optional()),
  confirmPassword: z.string().optional(),
}).refine(confirmationMatches, passwordsMatch);

/** Body of POST /api/admin/users/:id/update-role. */
export const UpdateRoleSchema = z.object({ role: RoleSchema });
export type UpdateRoleInput = z.infer<typeof UpdateRoleSchema>;

/** Success body of the user-changing calls. */
export const UserResultSchema = z.object({ success: z.literal(true), user: UserSchema });
export type UserResult = z.infer<typeof UserResultSchema>;

/** What signing sessions out answers: how many ended. */
export const SessionsEndedSchema = z.object({ success: z.literal(true), signedOut: z.number().int() });
export type SessionsEnded = z.infer<typeof SessionsEndedSchema>;

/** What POST /api/admin/users/:id/reset-link answers: the link, shown once to hand over in person. */
export const PasswordResetLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PasswordResetLink = z.infer<typeof PasswordResetLinkSchema>;

/** What turning an account's two-factor sign-in off answers: an administrator's reset, or the owner's own. */
export const TwoFactorResetSchema = z.object({ success: z.literal(true) });

/** Query of GET /api/admin/users: `q` searches username, full name and e-mail. */
export const UserListQuerySchema = z.object({
  q: searchTextField(254),
  role: z.enum(ROLES, { error: 'Choose a role: super_admin, admin or content_manager' }).optional(),
  ...pageQueryFields(25),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;
export type UserListQueryInput = z.input<typeof UserListQuerySchema>;

/** Body of GET /api/admin/users: one page of accounts, newest first, with the total of matches (docs/decisions/015-users-list-paged-newest-first.md). */
export const UsersPageSchema = pageOf(UserSchema);
export type UsersPage = z.infer<typeof UsersPageSchema>;
