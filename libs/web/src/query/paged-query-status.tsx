import { type UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { LoadMoreButton } from './load-more-button';
import { QueryWaitOrFailure } from './query-status';

export interface PagedQueryStatusProps<Item> {
  /** A paged query whose data is every item read so far (endpointPagesQuery). */
  query: UseInfiniteQueryResult<Item[]>;
  /** What is loading, e.g. 'the revision history': used in the loading and error messages. */
  subject: string;
  /** The load-more button's texts, e.g. 'Load older revisions' and 'Loading older revisions...'. */
  more: { label: string; loadingLabel: string };
  /** The items read so far, and the button that reads the next page, for the list to place. */
  children: (items: Item[], loadMore: ReactNode) => ReactNode;
}

/**
 * QueryStatus for a list read a page at a time: the first page's loading and failure as QueryStatus shows them; once
 * a page is there, a later page that fails leaves the list (and what was chosen in it) as it is and is said beside
 * the button, which tries again.
 */
export function PagedQueryStatus<Item>({ query, subject, more, children }: PagedQueryStatusProps<Item>) {
  if (query.data === undefined) return <QueryWaitOrFailure query={query} subject={subject} />;
  return children(query.data, <LoadMoreButton query={query} {...more} />);
}
