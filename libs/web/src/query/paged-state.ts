import { type UseQueryResult } from '@tanstack/react-query';
import { type PagedState, type ResultsPage } from '@app/ui';
import { queryFailure } from './query-status';

/** A paged query's state, for PagedTable and PagedResults of @app/ui. */
export function pagedState<Item>(query: UseQueryResult<ResultsPage<Item>>): PagedState<Item> {
  if (query.isPending) return { status: 'pending' };
  if (query.isError) return { status: 'error', ...queryFailure(query) };
  return { status: 'success', data: query.data };
}
