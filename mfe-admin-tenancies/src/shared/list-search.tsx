import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, FormField, Input } from '@app/ui';
import { StyledListFilters } from './layout';

type ListSearchProps = {
  /** What the list holds, for the search landmark's name ("Owners"). */
  label: string;
  placeholder: string;
  /** The form's grid-template-columns from md up: the search box, its button, then each of `children`. */
  columns: string;
  /** The search applied, shown in the box; give the form `key={q}` so a new address shows its own. */
  q: string;
  onSearch: (q: string) => void;
  /** The list's other filters, applied as they change. */
  children?: ReactNode;
};

/** A list's search form: a search box applied on Search or Enter, then the list's other filters. */
export function ListSearch({ label, placeholder, columns, q, onSearch, children }: ListSearchProps) {
  const [search, setSearch] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search.trim());
  };
  return (
    <StyledListFilters $columns={columns} role="search" aria-label={label} onSubmit={submit}>
      <FormField label="Search">
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={placeholder} />
      </FormField>
      <Button type="submit">Search</Button>
      {children}
    </StyledListFilters>
  );
}
