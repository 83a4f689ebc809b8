import { type ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon, hidden from screen readers. */
  icon?: ReactNode;
  /** Usually a Button. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const StyledEmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => `${theme.spacing[12]} ${theme.spacing[6]}`};
  text-align: center;
`;

const StyledIcon = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;

const StyledDescription = styled.p`
  max-width: 28rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledAction = styled.div`
  margin-top: ${({ theme }) => theme.spacing[2]};
`;

export function EmptyState({ title, description, icon, action, headingLevel = 3, className }: EmptyStateProps) {
  return (
    <StyledEmptyState className={className}>
      {icon && <StyledIcon aria-hidden="true">{icon}</StyledIcon>}
      <StyledTitle as={`h${headingLevel}`}>{title}</StyledTitle>
      {description && <StyledDescription>{description}</StyledDescription>}
      {action && <StyledAction>{action}</StyledAction>}
    </StyledEmptyState>
  );
}
