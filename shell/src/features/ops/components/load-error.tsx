import styled from 'styled-components';
import { Button } from '@app/ui';

/** A section whose data could not be read: why, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StyledLoadError role="alert">
      <p>{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </StyledLoadError>
  );
}

const StyledLoadError = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[4]};
`;
