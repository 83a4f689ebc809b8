import { type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldMessages } from './field-messages';
import { useFieldIds } from './use-field-ids';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

const StyledCheckboxField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
`;

const StyledCheckboxLabel = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[2]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const StyledCheckbox = styled.input`
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  margin: 0.125rem 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

/** A native checkbox inside its label; every other prop, the ref included, goes to the `<input>`. */
export function Checkbox({ label, hint, error, id, className, 'aria-describedby': ownDescribedBy, ...props }: CheckboxProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({ id, hint, error, describedBy: ownDescribedBy });

  return (
    <StyledCheckboxField className={className}>
      <StyledCheckboxLabel>
        <StyledCheckbox type="checkbox" id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
        <span>{label}</span>
      </StyledCheckboxLabel>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </StyledCheckboxField>
  );
}
