import { type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { Pagination } from '@app/ui';
import { QueryStatus } from './query-status';

/** One page of a list as `pageOf` in @app/contracts answers it. */
export interface ResultsPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PageOfResultsProps<Item> {
  query: UseQueryResult<ResultsPage<Item>>;
  /** What is loading, for QueryStatus's loading and error messages. */
  subject: string;
  /** Shown when the list has nothing at all (an EmptyState). */
  empty: ReactNode;
  onPage: (page: number) => void;
  /** The page's items, laid out (a table, a list), above the pagination. */
  children: (items: Item[]) => ReactNode;
}

/** A list read a page at a time with page links: its loading and failure (QueryStatus), its empty state, its items and pages. */
export function PageOfResults<Item>({ query, subject, empty, onPage, children }: PageOfResultsProps<Item>) {
  return (
    <QueryStatus query={query} subject={subject}>
      {(result) =>
        result.total === 0 ? (
          empty
        ) : (
          <>
            {children(result.items)}
            <Pagination page={result.page} pageSize={result.pageSize} total={result.total} onPage={onPage} />
          </>
        )
      }
    </QueryStatus>
  );
}
