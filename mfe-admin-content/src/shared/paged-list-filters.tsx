import { type FormEvent, useState } from 'react';
import { Button, FilterBar, FormField, Input, Select } from '@app/ui';

/** What a paged staff list asks the server for: a search, a status, and the page. */
export type PagedListQuery<Status extends string> = { q?: string; status?: Status; page: number };

/** The query of a paged list; a new search or status starts again at the first page. */
export function usePagedListQuery<Status extends string>() {
  const [query, setQuery] = useState<PagedListQuery<Status>>({ page: 1 });
  return {
    query,
    search: (q: string) => setQuery((current) => ({ ...current, q: q || undefined, page: 1 })),
    filterStatus: (status: Status | undefined) => setQuery((current) => ({ ...current, status, page: 1 })),
    goTo: (page: number) => setQuery((current) => ({ ...current, page })),
  };
}

interface PagedListFiltersProps<Status extends string> {
  /** What the list holds, for the search landmark's name ("Blog posts"). */
  label: string;
  searchLabel: string;
  statusLabels: Record<Status, string>;
  status: Status | undefined;
  onSearch: (q: string) => void;
  onStatus: (status: Status | undefined) => void;
}

/** A search box (applied on Search or Enter) and a status filter, both answered by the server. */
export function PagedListFilters<Status extends string>({ label, searchLabel, statusLabels, status, onSearch, onStatus }: PagedListFiltersProps<Status>) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const statuses = Object.keys(statusLabels) as Status[];
  return (
    <FilterBar role="search" aria-label={label} onSubmit={submit}>
      <FormField label={searchLabel}>
        <Input type="search" value={text} onChange={(event) => setText(event.target.value)} />
      </FormField>
      <Button type="submit">Search</Button>
      <FormField label="Status">
        <Select value={status ?? ''} onChange={(event) => onStatus(statuses.find((value) => value === event.target.value))}>
          <option value="">All statuses</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {statusLabels[value]}
            </option>
          ))}
        </Select>
      </FormField>
    </FilterBar>
  );
}
