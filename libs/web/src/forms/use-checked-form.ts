import { type FormEvent, useState } from 'react';
import { apiFieldError } from '../http';
import { type CheckedFields, type FieldErrors } from './check-fields';

type TextFields = Record<string, string>;

/**
 * A form of text fields whose values are checked in the browser (`check`, usually `checkFields` with the contract's
 * schema) before `send` gets the body; each field's message is the browser's, else the API's answer (`error`, its 400).
 */
export function useCheckedForm<Fields extends TextFields, Body>({
  initial,
  check,
  error,
}: {
  initial: Fields;
  check: (fields: Fields) => CheckedFields<Body>;
  error: unknown;
}) {
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    fields,
    bind: (name: keyof Fields & string) => ({
      name,
      value: fields[name],
      onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })),
    }),
    fieldError: (name: string): string | undefined => errors[name] ?? apiFieldError(error, name),
    /** The API refused the form for a reason that names none of these fields: said above the buttons. */
    formError: (names: readonly string[]): boolean => Boolean(error) && !names.some((name) => apiFieldError(error, name)),
    onSubmit: (send: (body: Body) => void) => (event: FormEvent) => {
      event.preventDefault();
      const checked = check(fields);
      setErrors(checked.errors ?? {});
      if (checked.data !== null) send(checked.data);
    },
    reset: () => {
      setFields(initial);
      setErrors({});
    },
  };
}
