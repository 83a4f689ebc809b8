import { type ReactNode } from 'react';
import styled from 'styled-components';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** For a section labelled by the heading. */
  titleId?: string;
  /** A status shown beside the title, such as a badge. */
  status?: ReactNode;
  /** Buttons and links beside the title; they wrap below it on narrow screens. */
  actions?: ReactNode;
}

/** The title row of an admin page. */
export function PageHeader({ title, titleId, status, actions }: PageHeaderProps) {
  return (
    <StyledHeader>
      <StyledHeading>
        <StyledTitle id={titleId}>{title}</StyledTitle>
        {status}
      </StyledHeading>
      {actions && <StyledActions>{actions}</StyledActions>}
    </StyledHeader>
  );
}

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[4]};
`;

const StyledHeading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily.heading};
  font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
`;
