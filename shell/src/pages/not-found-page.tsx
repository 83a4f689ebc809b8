import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@app/ui';

export function NotFoundPage() {
  return (
    <StyledNotFound>
      <h1>404 Page Not Found</h1>
      <p>The page you are looking for has moved or no longer exists.</p>
      <Button as={Link} to="/">
        Back to Home
      </Button>
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
