import { type FormEvent, useMemo, useState } from 'react';
import { auditActionLabel } from '@app/contracts';
import { Button, FilterBar, FormField, Input, Select } from '@app/ui';

export const AUDIT_FILTERS = ['actor', 'action', 'target', 'from', 'to'] as const;
export type AuditFilters = Record<(typeof AUDIT_FILTERS)[number], string>;

interface AuditLogFiltersProps {
  filters: AuditFilters;
  actions: string[];
  onChange: (filters: AuditFilters) => void;
}

/** Who, what, to whom and when; applied together with Filter. */
export function AuditLogFilters({ filters, actions, onChange }: AuditLogFiltersProps) {
  const [draft, setDraft] = useState(filters);
  const options = useMemo(
    () => actions.map((action) => ({ action, label: auditActionLabel(action) })).sort((a, b) => a.label.localeCompare(b.label)),
    [actions],
  );
  const field = (name: keyof AuditFilters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...draft, actor: draft.actor.trim(), target: draft.target.trim() });
  };
  return (
    <FilterBar role="search" aria-label="Audit log" onSubmit={submit}>
      <FormField label="Actor (username or e-mail)">
        <Input type="search" {...field('actor')} />
      </FormField>
      <FormField label="Action">
        <Select {...field('action')}>
          <option value="">All actions</option>
          {options.map(({ action, label }) => (
            <option key={action} value={action}>
              {label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Target (username, e-mail or id)">
        <Input type="search" {...field('target')} />
      </FormField>
      <FormField label="From">
        <Input type="date" {...field('from')} />
      </FormField>
      <FormField label="To">
        <Input type="date" {...field('to')} />
      </FormField>
      <Button type="submit">Filter</Button>
    </FilterBar>
  );
}
