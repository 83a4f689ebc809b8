import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';

export type NotFoundProps = {
  /** The way back home, a link of the app's own router. */
  homeAction: ReactNode;
};

/** The 404 page's content, in the public frame and in the admin panel alike. */
export function NotFound({ homeAction }: NotFoundProps) {
  return (
    <StyledNotFound>
      <h1>404 Page Not Found</h1>
      <p>The page you are looking for has moved or no longer exists.</p>
      {homeAction}
    </StyledNotFound>
  );
}

const StyledNotFound = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[4]};
  padding: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[4]}`};
  text-align: center;
`;

/** An admin area's answer to a path it does not have, inside its frame: the 404 heading and the way back to the area. */
export function AreaNotFound({ to, backLabel }: { to: string; backLabel: string }) {
  return (
    <EmptyState
      title="404 Page Not Found"
      headingLevel={2}
      action={
        <Button as={Link} to={to}>
          {backLabel}
        </Button>
      }
    />
  );
}
