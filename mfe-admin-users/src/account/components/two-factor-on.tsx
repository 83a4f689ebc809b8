import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { TWO_FACTOR_MESSAGES, type TwoFactorDisableFormValues, type TwoFactorDisableInput, TwoFactorDisableSchema } from '@app/contracts';
import { Badge, FormField, Input } from '@app/ui';
import { errorMessage, toast } from '@app/web';
import { useNewRecoveryCodes, useTwoFactorDisable } from '../api/two-factor';
import { CodeField, FormSubmit, StyledFormFields, useCodeForm } from './account-form-parts';
import { RecoveryCodesList } from './recovery-codes-list';

/** Two-factor sign-in is on: new recovery codes, and turning it off unless the user's role requires it. */
export function TwoFactorOn({ requiredForRole }: { requiredForRole: boolean }) {
  return (
    <StyledSections>
      <Badge variant="success">On</Badge>
      <NewRecoveryCodesForm />
      {requiredForRole ? <p>{TWO_FACTOR_MESSAGES.requiredForRole}</p> : <DisableForm />}
    </StyledSections>
  );
}

function NewRecoveryCodesForm() {
  const newCodes = useNewRecoveryCodes();
  const { onSubmit, codeField } = useCodeForm(newCodes, {
    sent: { title: 'New recovery codes made', description: 'The old ones no longer work.' },
    failedTitle: 'Error making new recovery codes',
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label="New recovery codes">
        <h3>New Recovery Codes</h3>
        <StyledFormFields>
          <p>Lost or used up your recovery codes? Make 10 new ones; the old ones stop working.</p>
          {codeField}
        </StyledFormFields>
        <FormSubmit label="Make New Recovery Codes" pending={newCodes.isPending} />
      </form>
      {newCodes.data && <RecoveryCodesList codes={newCodes.data.recoveryCodes} intro="Your new recovery codes are ready; the old ones no longer work." />}
    </>
  );
}

function DisableForm() {
  const disable = useTwoFactorDisable();
  const { register, handleSubmit, formState } = useForm<TwoFactorDisableFormValues, unknown, TwoFactorDisableInput>({
    resolver: zodResolver(TwoFactorDisableSchema),
    defaultValues: { currentPassword: '', code: '' },
  });
  const onSubmit = handleSubmit((body) =>
    disable.mutate(body, {
      onSuccess: () => toast({ title: 'Two-factor sign-in is off', description: 'You sign in with your password alone until you set it up again.' }),
      onError: (error) => toast({ title: 'Error turning off two-factor sign-in', description: errorMessage(error), variant: 'destructive' }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Turn off two-factor sign-in">
      <h3>Turn Off</h3>
      <StyledFormFields>
        <p>Sign-in then asks for your password alone. Confirm with your password and a code from the app.</p>
        <FormField label="Current Password" error={formState.errors.currentPassword?.message} required>
          <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </FormField>
        <CodeField error={formState.errors.code?.message} registration={register('code')} />
      </StyledFormFields>
      <FormSubmit label="Turn Off Two-Factor Sign-In" pending={disable.isPending} />
    </form>
  );
}

const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[6]};
  justify-items: start;

  h3 {
    margin: ${({ theme }) => `0 0 ${theme.spacing[2]}`};
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }

  p {
    margin: 0;
  }
`;
