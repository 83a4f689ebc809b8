import { type HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Read by screen readers; the spinner itself is decorative. */
  label?: string;
  size?: SpinnerSize;
}

const sizes: Record<SpinnerSize, string> = { sm: '1rem', md: '1.5rem', lg: '2.5rem' };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledSpinner = styled.span`
  display: inline-flex;
  align-items: center;
`;

const StyledCircle = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  animation: ${spin} 0.75s linear infinite;
`;

export function Spinner({ label = 'Loading', size = 'md', ...props }: SpinnerProps) {
  return (
    <StyledSpinner role="status" {...props}>
      <StyledCircle $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </StyledSpinner>
  );
}
