import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { type ForgotPasswordInput, ForgotPasswordSchema } from '@app/contracts';
import { FormField, Input, SubmitButton } from '@app/ui';
import { errorMessage } from '@app/web';
import { useForgotPassword } from '../api/password-reset';
import { AuthError, AuthForm, AuthFrame, AuthMessage, AuthNote } from './auth-frame';

/** /auth/forgot-password: asks for a link by mail. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordInput>({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: '' } });

  return (
    <AuthFrame title="Forgot your password?" description="Enter the email address of your staff account and we will send you a link to choose a new password.">
      {forgot.isSuccess ? (
        <AuthMessage role="status">{forgot.data.message}</AuthMessage>
      ) : (
        <AuthForm onSubmit={handleSubmit((body) => forgot.mutate(body))} noValidate aria-label="Forgot password">
          <FormField label="Email" error={formState.errors.email?.message} required>
            <Input type="email" autoComplete="username" {...register('email')} />
          </FormField>
          {forgot.isError && <AuthError role="alert">{errorMessage(forgot.error)}</AuthError>}
          <SubmitButton pending={forgot.isPending} pendingLabel="Sending..." size="lg" aria-busy={forgot.isPending || undefined}>
            Send Reset Link
          </SubmitButton>
        </AuthForm>
      )}
      <AuthNote>
        No email arriving? An admin can give you a one-time link in person. <Link to="/auth">Back to login</Link>
      </AuthNote>
    </AuthFrame>
  );
}
