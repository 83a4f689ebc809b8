import { type FormEvent, useState } from 'react';
import { ROLE_LABELS, ROLES } from '@app/contracts';
import { Button, FilterBar, FormField, Input, LabelOptions, Select } from '@app/ui';

interface UsersFiltersProps {
  q: string;
  role: string;
  onChange: (change: { q?: string; role?: string }) => void;
}

/** Search by username, name or e-mail (on submit) and the role filter (at once). */
export function UsersFilters({ q, role, onChange }: UsersFiltersProps) {
  const [search, setSearch] = useState(q);
  // The box follows the address bar when the search changes from elsewhere (Back, or clearing it to show a new account).
  const [searchShown, setSearchShown] = useState(q);
  if (q !== searchShown) {
    setSearchShown(q);
    setSearch(q);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: search.trim() });
  };
  return (
    <FilterBar role="search" aria-label="Users" onSubmit={submit}>
      <FormField label="Search username, name or e-mail">
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </FormField>
      <Button type="submit">Search</Button>
      <FormField label="Role">
        <Select value={role} onChange={(event) => onChange({ role: event.target.value })}>
          <option value="">All roles</option>
          <LabelOptions values={ROLES} labels={ROLE_LABELS} />
        </Select>
      </FormField>
    </FilterBar>
  );
}
