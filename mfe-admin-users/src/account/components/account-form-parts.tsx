import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { type TwoFactorCodeInput, TwoFactorCodeSchema } from '@app/contracts';
import { Button, FormField, Input, Spinner } from '@app/ui';
import { errorMessage, toast } from '@app/web';

export const StyledFormFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  max-width: 32rem;
`;

/** A form's one button, busy while its call runs. */
export function FormSubmit({ label, pending }: { label: string; pending: boolean }) {
  return (
    <StyledFormActions>
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner size="sm" aria-hidden="true" />}
        {label}
      </Button>
    </StyledFormActions>
  );
}

/** The authenticator app's current code. */
export function CodeField({ error, registration }: { error: string | undefined; registration: UseFormRegisterReturn<'code'> }) {
  return (
    <FormField label="Code from the app" error={error} required>
      <Input autoComplete="one-time-code" inputMode="numeric" {...registration} />
    </FormField>
  );
}

/**
 * A form whose one field is the app's current code, sent by `mutation`: `sent` is the notice of success (the field
 * then empties), `failedTitle` the title of the failure's notice.
 */
export function useCodeForm<Result>(
  mutation: UseMutationResult<Result, unknown, TwoFactorCodeInput>,
  notices: { sent: { title: string; description: string }; failedTitle: string },
) {
  const { register, handleSubmit, reset, formState } = useForm<TwoFactorCodeInput>({ resolver: zodResolver(TwoFactorCodeSchema), defaultValues: { code: '' } });
  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        toast(notices.sent);
        reset();
      },
      onError: (error) => toast({ title: notices.failedTitle, description: errorMessage(error), variant: 'destructive' }),
    }),
  );
  return { onSubmit, codeField: <CodeField error={formState.errors.code?.message} registration={register('code')} /> };
}

const StyledFormActions = styled.div`
  margin-top: ${({ theme }) => theme.spacing[6]};
`;
