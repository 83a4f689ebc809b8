import { useState } from 'react';
import styled from 'styled-components';
import { FormField, Input, media, SubmitButton } from '@app/ui';
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

type ContactFieldsProps<Name extends string> = {
  /** Whose they are, as their labels say: 'Owner' gives 'Owner’s name'. */
  who: string;
  /** The form's fields (and the API's error paths) for the name, e-mail and phone. */
  names: Record<'name' | 'email' | 'phone', Name>;
  bind: (name: Name) => { value: string; onChange: (event: { target: { value: string } }) => void };
  fieldError: (name: string) => string | undefined;
};

/** A person's name, e-mail and phone (an owner's, a tenant's), each required, with the API's message beside each. */
export function ContactFields<Name extends string>({ who, names, bind, fieldError }: ContactFieldsProps<Name>) {
  return (
    <>
      <FormField label={`${who}’s name`} required error={fieldError(names.name)}>
        <Input {...bind(names.name)} />
      </FormField>
      <FormField label={`${who}’s e-mail`} required error={fieldError(names.email)}>
        <Input type="email" {...bind(names.email)} />
      </FormField>
      <FormField label={`${who}’s phone`} required error={fieldError(names.phone)}>
        <Input type="tel" {...bind(names.phone)} placeholder="+65 9123 4567" />
      </FormField>
    </>
  );
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
        <SubmitButton pending={saving}>{submitLabel}</SubmitButton>
      </StyledActions>
    </>
  );
}

const StyledActions = styled.div`
  grid-column: 1 / -1;
`;
