import { type UseInfiniteQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button } from '@app/ui';
import { errorMessage } from '../http';

export interface LoadMoreButtonProps {
  query: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'>;
  /** What it loads, e.g. 'Load older revisions'. */
  label: string;
  /** Shown while the page loads, e.g. 'Loading older revisions...'. */
  loadingLabel: string;
}

/**
 * Reads the next page of a paged list; busy while it loads (aria-disabled, so keyboard focus stays on it), gone once
 * the whole list is read. A page that fails is said beside it, and pressing it again tries again.
 */
export function LoadMoreButton({ query, label, loadingLabel }: LoadMoreButtonProps) {
  if (!query.hasNextPage) return null;
  const loading = query.isFetchingNextPage;
  return (
    <StyledMore>
      <Button
        type="button"
        variant="outline"
        onClick={() => void (loading || query.fetchNextPage())}
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
      >
        {loading ? loadingLabel : label}
      </Button>
      {query.isFetchNextPageError && !loading ? <p role="alert">{`Could not load more: ${errorMessage(query.error)}`}</p> : null}
    </StyledMore>
  );
}

const StyledMore = styled.div`
  margin-top: ${({ theme }) => theme.spacing[3]};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[2]};
`;
