import { type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { EmptyState, PagedResults, type ResultsPage } from '@app/ui';
import { pagedState } from '@app/web';
import { type Deletable, DeleteItemDialog, type DeleteItemDialogProps } from './delete-item-dialog';
import { PagedListFilters, type PagedListQuery, usePagedListQuery } from './paged-list-filters';

const PAGE_SIZE = 25;

export interface ContentListTabProps<Item extends Deletable, Status extends string> {
  /** What the tab lists, e.g. 'blog posts': the loading and error messages and the empty states' titles say it. */
  subject: string;
  /** The list's name, e.g. 'Blog posts': the search landmark's. */
  label: string;
  searchLabel: string;
  statusLabels: Record<Status, string>;
  /** Reads one page of the list for its query (a query hook, the same on every render). */
  useItems: (query: PagedListQuery<Status> & { pageSize: number }) => UseQueryResult<ResultsPage<Item>>;
  /** What the empty state says when the search and status match nothing. */
  unmatched: string;
  /** What the empty state says when there is nothing at all. */
  none: string;
  /** How an item is deleted once staff confirm. */
  deletion: Omit<DeleteItemDialogProps<Item>, 'item' | 'onClose'>;
  /** The page's items laid out; `onDelete` asks before deleting one. */
  children: (items: Item[], onDelete: (item: Item) => void) => ReactNode;
}

/**
 * A content manager tab: its items a page at a time, searched and filtered by status on the server (the query kept
 * in the address), with its empty states and the dialog that asks before deleting an item.
 */
export function ContentListTab<Item extends Deletable, Status extends string>({
  subject,
  label,
  searchLabel,
  statusLabels,
  useItems,
  unmatched,
  none,
  deletion,
  children,
}: ContentListTabProps<Item, Status>) {
  const { query, search, filterStatus, goTo } = usePagedListQuery<Status>(statusLabels);
  const items = useItems({ ...query, pageSize: PAGE_SIZE });
  const [deleting, setDeleting] = useState<Item | null>(null);
  const filtered = Boolean(query.q || query.status);
  return (
    <>
      <PagedListFilters
        label={label}
        searchLabel={searchLabel}
        statusLabels={statusLabels}
        status={query.status}
        q={query.q}
        onSearch={search}
        onStatus={filterStatus}
      />
      <PagedResults
        state={pagedState(items)}
        subject={subject}
        onPage={goTo}
        empty={<EmptyState title={filtered ? `No ${subject} found` : `No ${subject} yet`} description={filtered ? unmatched : none} headingLevel={2} />}
      >
        {(page) => children(page, setDeleting)}
      </PagedResults>
      <DeleteItemDialog item={deleting} {...deletion} onClose={() => setDeleting(null)} />
    </>
  );
}
