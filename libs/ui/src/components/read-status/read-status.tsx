import styled from 'styled-components';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { Spinner } from '../spinner/spinner';

/** Why a read failed, and how to try it again. */
export interface ReadFailure {
  message: string;
  retry: () => void;
}

export interface ReadStatusProps {
  /** What is loading, e.g. 'content drafts': used in the loading and error messages. */
  subject: string;
  /** The failure; without one, the read is still loading. */
  failure?: ReadFailure;
}

/** The spinner while a read loads ('Loading {subject}'), else its failure ('Error loading {subject}: …') with Try Again. */
export function ReadStatus({ subject, failure }: ReadStatusProps) {
  if (!failure) {
    return (
      <StyledLoading>
        <Spinner label={`Loading ${subject}`} />
      </StyledLoading>
    );
  }
  return <EmptyState title={`Error loading ${subject}: ${failure.message}`} headingLevel={2} action={<Button onClick={failure.retry}>Try Again</Button>} />;
}

const StyledLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing[12]};
`;
