import { type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { EmptyState, PagedTable, type ResultsPage } from '@app/ui';
import { pagedState } from '@app/web';
import { ListSearch } from './list-search';

type EmptyText = { title: string; description: string };

type SearchListProps<Item> = {
  /** What the list holds, e.g. 'Owners': the search landmark's name and the table's caption. */
  name: string;
  /** What the list holds in its loading and error messages, e.g. 'owners'. */
  subject: string;
  placeholder: string;
  /** The search form's grid-template-columns from md up: the search box, its button, then each of `filters`. */
  layout: string;
  /** The search applied, from the address bar (useListParams). */
  q: string;
  /** useListParams' `show`: a new search or page goes to the address bar. */
  show: (change: { q?: string; page?: number }) => void;
  /** The list's other filters, applied as they change. */
  filters?: ReactNode;
  columns: readonly string[];
  results: UseQueryResult<ResultsPage<Item>>;
  /** Whether a search or filter is applied: an empty page then says nothing matches (`noMatch`), else that there is none yet (`none`). */
  filtered: boolean;
  none: EmptyText;
  noMatch: EmptyText;
  children: (items: Item[]) => ReactNode;
};

/** A searchable list: its search form, then its table a page at a time with the loading, failed and empty states; search and page live in the address bar. */
export function SearchList<Item>({
  name,
  subject,
  placeholder,
  layout,
  q,
  show,
  filters,
  columns,
  results,
  filtered,
  none,
  noMatch,
  children,
}: SearchListProps<Item>) {
  return (
    <>
      <ListSearch key={q} label={name} placeholder={placeholder} columns={layout} q={q} onSearch={(next) => show({ q: next })}>
        {filters}
      </ListSearch>
      <PagedTable
        caption={name}
        columns={columns}
        state={pagedState(results)}
        subject={subject}
        onPage={(page) => show({ page })}
        empty={<EmptyState headingLevel={2} {...(filtered ? noMatch : none)} />}
      >
        {children}
      </PagedTable>
    </>
  );
}
