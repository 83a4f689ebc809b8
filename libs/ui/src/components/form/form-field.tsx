import { type AriaAttributes, cloneElement, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldMessages } from './field-messages';
import { Label } from './label';
import { useFieldIds } from './use-field-ids';

interface ControlProps extends Pick<AriaAttributes, 'aria-invalid' | 'aria-describedby' | 'aria-required'> {
  id?: string;
}

export interface FormFieldProps {
  label: ReactNode;
  /** One control (Input, Textarea, Select…): it receives id, aria-invalid, aria-describedby and aria-required. */
  children: ReactElement<ControlProps>;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Defaults to the control's own id, else a generated one. */
  id?: string;
  className?: string;
}

const StyledFormField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const StyledRequired = styled.span`
  margin-left: ${({ theme }) => theme.spacing[1]};
  color: ${({ theme }) => theme.colors.destructive};
`;

export function FormField({ label, children, hint, error, required, id, className }: FormFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({
    id: id ?? children.props.id,
    hint,
    error,
    describedBy: children.props['aria-describedby'],
  });

  return (
    <StyledFormField className={className}>
      <Label htmlFor={controlId}>
        {label}
        {/* Hidden from readers, which hear aria-required instead. */}
        {required && <StyledRequired aria-hidden="true">*</StyledRequired>}
      </Label>
      {cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </StyledFormField>
  );
}
