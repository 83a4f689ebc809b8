import { type ReactNode } from 'react';
import styled from 'styled-components';

interface FieldMessagesProps {
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
}

const StyledHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

// Deliberately not role="alert": the control's aria-describedby makes readers announce it.
const StyledError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  color: ${({ theme }) => theme.colors.destructive};
`;

export function FieldMessages({ hint, hintId, error, errorId }: FieldMessagesProps) {
  return (
    <>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && <StyledError id={errorId}>{error}</StyledError>}
    </>
  );
}
