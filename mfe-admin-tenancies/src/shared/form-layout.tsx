import { useState } from 'react';
import styled from 'styled-components';
import { Button, media } from '@app/ui';
import { errorMessage } from '@app/web';

/** The grid of an owner's or tenancy's form: one column on phones, `$columns` from the medium breakpoint. */
export const FormGrid = styled.form<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};

  ${media.md} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

/** What the owner and tenancy forms share: the new form offers to invite at once, the API checks every field. */
export type RecordFormProps<Body> = {
  submitLabel: string;
  /** The new record's form offers to invite them to the portal at once. */
  offerInvite: boolean;
  saving: boolean;
  error: unknown;
  onSubmit: (body: Body) => void;
};

/** A form's text fields as state, and `bind(name)`: an input's value and its onChange. */
export function useTextFields<Fields extends Record<string, string>>(initial: () => Fields) {
  const [fields, setFields] = useState(initial);
  const bind = (name: keyof Fields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value }),
  });
  return { fields, bind };
}

type FormFooterProps = {
  /** The save failed for a reason no field shows: said here, e.g. 'Could not save the owner: …'. */
  unmatched: boolean;
  subject: string;
  error: unknown;
  saving: boolean;
  submitLabel: string;
};

/** The end of the form: why the save failed when no field says so, and the submit button. */
export function FormFooter({ unmatched, subject, error, saving, submitLabel }: FormFooterProps) {
  return (
    <>
      {unmatched && (
        <p role="alert">
          Could not save {subject}: {errorMessage(error)}
        </p>
      )}
      <StyledActions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : submitLabel}
        </Button>
      </StyledActions>
    </>
  );
}

const StyledActions = styled.div`
  grid-column: 1 / -1;
`;
