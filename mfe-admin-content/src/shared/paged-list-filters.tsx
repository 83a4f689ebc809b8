import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, FilterBar, FormField, Input, LabelOptions, pageFromParams, Select } from '@app/ui';

/** What a paged staff list asks the server for: a search, a status, and the page. */
export type PagedListQuery<Status extends string> = { q?: string; status?: Status; page: number };

/**
 * The query of a paged list, kept in the address (?q=…&status=…&page=…, beside the manager's tab) so reload and Back
 * show the same page; a new search or status starts again at the first page.
 */
export function usePagedListQuery<Status extends string>(statusLabels: Record<Status, string>) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const query: PagedListQuery<Status> = {
    q: params.get('q') || undefined,
    status: requested !== null && requested in statusLabels ? (requested as Status) : undefined,
    page: pageFromParams(params),
  };
  const show = (next: PagedListQuery<Status>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      const values = { q: next.q, status: next.status, page: next.page > 1 ? String(next.page) : undefined };
      for (const [name, value] of Object.entries(values)) {
        if (value) updated.set(name, value);
        else updated.delete(name);
      }
      return updated;
    });
  return {
    query,
    search: (q: string) => show({ ...query, q: q || undefined, page: 1 }),
    filterStatus: (status: Status | undefined) => show({ ...query, status, page: 1 }),
    goTo: (page: number) => show({ ...query, page }),
  };
}

interface PagedListFiltersProps<Status extends string> {
  /** What the list holds, for the search landmark's name ("Blog posts"). */
  label: string;
  searchLabel: string;
  statusLabels: Record<Status, string>;
  status: Status | undefined;
  /** The search applied, shown in the box. */
  q: string | undefined;
  onSearch: (q: string) => void;
  onStatus: (status: Status | undefined) => void;
}

/** A search box (applied on Search or Enter) and a status filter, both answered by the server. */
export function PagedListFilters<Status extends string>({ label, searchLabel, statusLabels, status, q, onSearch, onStatus }: PagedListFiltersProps<Status>) {
  const [text, setText] = useState(q ?? '');
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
          <LabelOptions values={statuses} labels={statusLabels} />
        </Select>
      </FormField>
    </FilterBar>
  );
}
