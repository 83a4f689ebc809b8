import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Button, FormField, Input, Spinner } from '@app/ui';

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

const StyledFormActions = styled.div`
  margin-top: ${({ theme }) => theme.spacing[6]};
`;
