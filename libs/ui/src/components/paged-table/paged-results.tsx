import { type ReactNode } from 'react';
import { CursorPagination, Pagination } from '../pagination/pagination';
import { type ReadFailure, ReadStatus } from '../read-status/read-status';

/** One numbered page of a list as `pageOf` in @app/contracts answers it. */
export interface NumberedPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of a list paged by keyset, as `keysetPageOf` in @app/contracts answers it: the cursors beside it, a capped total. */
export interface KeysetResultsPage<Item> {
  items: Item[];
  total: number;
  totalIsCapped: boolean;
  next: string | null;
  previous: string | null;
}

/** One page of a list, numbered or by keyset: PagedResults shows the pager that fits. */
export type ResultsPage<Item> = NumberedPage<Item> | KeysetResultsPage<Item>;

/** Where a paged read stands: loading, failed (with its message and a retry), or a page of results. */
export type PagedState<Item> = { status: 'pending' } | ({ status: 'error' } & ReadFailure) | { status: 'success'; data: ResultsPage<Item> };

export interface PagedResultsProps<Item> {
  state: PagedState<Item>;
  /** What is listed, e.g. 'the bank lines': used in the loading and error messages. */
  subject: string;
  /** Shown when the list has nothing at all (an EmptyState). */
  empty: ReactNode;
  /** Shows a numbered page (lists paged by keyset link to their pages instead). */
  onPage?: (page: number) => void;
  /** The page's items, laid out (a table, a list), above the pager. */
  children: (items: Item[]) => ReactNode;
}

/**
 * A list read a page at a time: its loading and failed states (ReadStatus), its empty state, its items and the pager
 * (alone on a page past the end): numbered pages, or Previous and Next links of a list paged by keyset.
 */
export function PagedResults<Item>({ state, subject, empty, onPage, children }: PagedResultsProps<Item>) {
  if (state.status === 'pending') return <ReadStatus subject={subject} />;
  if (state.status === 'error') return <ReadStatus subject={subject} failure={state} />;
  const { data } = state;
  if (data.total === 0) return <>{empty}</>;
  return (
    <>
      {data.items.length > 0 && children(data.items)}
      {'next' in data ? (
        <CursorPagination next={data.next} previous={data.previous} total={data.total} totalIsCapped={data.totalIsCapped} itemsOnPage={data.items.length} />
      ) : (
        <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage ?? (() => undefined)} />
      )}
    </>
  );
}
