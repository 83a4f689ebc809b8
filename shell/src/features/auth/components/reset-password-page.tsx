import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { ResetPasswordFormSchema } from '@app/contracts';
import { Button, FormField, Input } from '@app/ui';
import { errorMessage } from '@app/web';
import { useResetPassword } from '../api/password-reset';
import { AuthError, AuthForm, AuthFrame, AuthMessage, AuthNote } from './auth-frame';

type NewPasswordValues = { newPassword: string; confirmPassword: string };

/** /auth/reset-password?token=…: the page a reset link opens. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = useResetPassword();
  const { register, handleSubmit, formState } = useForm<NewPasswordValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  return (
    <AuthFrame title="Choose a new password" description="The link works once. Afterwards you are signed out everywhere and sign in with the new password.">
      {reset.isSuccess ? (
        <AuthMessage role="status">
          Your password has been changed. <Link to="/auth">Log in</Link> with your new password.
        </AuthMessage>
      ) : (
        <AuthForm onSubmit={handleSubmit(({ newPassword }) => reset.mutate({ token, newPassword }))} noValidate aria-label="Choose a new password">
          <FormField label="New Password" error={formState.errors.newPassword?.message} required>
            <Input type="password" autoComplete="new-password" {...register('newPassword')} />
          </FormField>
          <FormField label="Confirm New Password" error={formState.errors.confirmPassword?.message} required>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          {reset.isError && <AuthError role="alert">{errorMessage(reset.error)}</AuthError>}
          <Button type="submit" size="lg" disabled={reset.isPending || !token} aria-busy={reset.isPending || undefined}>
            Set New Password
          </Button>
        </AuthForm>
      )}
      <AuthNote>
        <Link to="/auth/forgot-password">Ask for a new link</Link> · <Link to="/auth">Back to login</Link>
      </AuthNote>
    </AuthFrame>
  );
}
