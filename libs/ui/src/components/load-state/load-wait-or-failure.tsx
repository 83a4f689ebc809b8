import styled from 'styled-components';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { Spinner } from '../spinner/spinner';

export interface LoadWaitOrFailureProps {
  pending: boolean;
  error: unknown;
  /** What is loading, e.g. 'the owner': used in the loading and error messages. */
  subject: string;
  /** The text people are shown for the failure. */
  describeError: (error: unknown) => string;
  retry: () => unknown;
}

/** The spinner while something loads, else its failure ('Error loading {subject}: …') with Try Again. */
export function LoadWaitOrFailure({ pending, error, subject, describeError, retry }: LoadWaitOrFailureProps) {
  if (pending) {
    return (
      <StyledLoading>
        <Spinner label={`Loading ${subject}`} />
      </StyledLoading>
    );
  }
  return (
    <EmptyState title={`Error loading ${subject}: ${describeError(error)}`} headingLevel={2} action={<Button onClick={() => void retry()}>Try Again</Button>} />
  );
}

const StyledLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing[12]};
`;
