import { type UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from '@app/ui';

export interface LoadMoreButtonProps {
  query: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  /** What it loads, e.g. 'Load older revisions'. */
  label: string;
  /** Shown while the page loads, e.g. 'Loading older revisions...'. */
  loadingLabel: string;
}

/** Reads the next page of a paged list; busy while it loads, gone once the whole list is read. */
export function LoadMoreButton({ query, label, loadingLabel }: LoadMoreButtonProps) {
  if (!query.hasNextPage) return null;
  const loading = query.isFetchingNextPage;
  return (
    <Button type="button" variant="outline" onClick={() => void query.fetchNextPage()} disabled={loading} aria-busy={loading || undefined}>
      {loading ? loadingLabel : label}
    </Button>
  );
}
