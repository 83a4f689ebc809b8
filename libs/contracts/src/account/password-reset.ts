import { z } from 'zod';
import { SuccessMessageSchema } from '../common/success-message';
import { textInput } from '../common/text';
import { LoginSchema, PasswordSchema, withNewPasswordConfirmed } from '../users/user-schemas';

/** A reset link works once, for this long after it was asked for (by mail) or made (by an admin). */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** Body of POST /api/auth/forgot-password. */
export const ForgotPasswordSchema = LoginSchema.pick({ email: true });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

/** The same answer whether or not an account uses the address. */
export const ForgotPasswordResultSchema = SuccessMessageSchema;
export type ForgotPasswordResult = z.infer<typeof ForgotPasswordResultSchema>;

/** Body of POST /api/auth/reset-password: the token of the link and the new password. */
export const ResetPasswordSchema = z.object({
  token: textInput({ error: 'The reset link is incomplete' }).min(1, 'The reset link is incomplete').max(200, 'The reset link is invalid'),
  newPassword: PasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/** The Choose a New Password form: the new password twice (the token comes from the link). */
export const ResetPasswordFormSchema = withNewPasswordConfirmed(z.object({ newPassword: PasswordSchema, confirmPassword: z.string() }));

export const PasswordResetDoneSchema = z.object({ success: z.literal(true) });

export const PASSWORD_RESET_MESSAGES = {
  requested: `If an account uses this address, we have sent it a link to choose a new password. The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  invalidLink: 'This reset link is invalid, has expired or has been used already. Ask for a new one.',
} as const;
