import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type TwoFactorCodeInput, TwoFactorCodeSchema } from '@app/contracts';
import { FormField, Input, SubmitButton } from '@app/ui';
import { errorMessage, toast } from '@app/web';
import { useLoginSecondStep } from '../api/login';
import { AuthForm } from './auth-frame';

/** After the right password of an account with two-factor sign-in. */
export function TwoFactorStep() {
  const secondStep = useLoginSecondStep();
  const { register, handleSubmit, formState } = useForm<TwoFactorCodeInput>({ resolver: zodResolver(TwoFactorCodeSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit((body) =>
    secondStep.mutate(body, {
      onSuccess: (user) => toast({ title: 'Login successful', description: `Welcome back, ${user.username}!` }),
      onError: (error) => toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' }),
    }),
  );

  return (
    <AuthForm onSubmit={onSubmit} noValidate aria-label="Two-factor sign-in">
      <FormField
        label="Authentication code"
        hint="The 6-digit code of your authenticator app, or one of your recovery codes."
        error={formState.errors.code?.message}
        required
      >
        <Input autoComplete="one-time-code" inputMode="text" autoFocus {...register('code')} />
      </FormField>
      <SubmitButton pending={secondStep.isPending} pendingLabel="Verifying..." size="lg" aria-busy={secondStep.isPending || undefined}>
        Verify
      </SubmitButton>
    </AuthForm>
  );
}
