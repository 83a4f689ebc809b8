import type { ReactNode } from 'react';
import styled from 'styled-components';

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
