import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { PAGE_SERVICE_CHOICES, serviceLabel, UNASSIGNED } from '@app/contracts';
import { Button, FormField, Input, media, Select } from '@app/ui';
import { useStaff } from '../api/enquiries-query';
import { hasFilters, type ListFilters } from '../utils/list-filters';
import { StaffOptions, StatusOptions } from './select-options';

interface EnquiryFiltersProps {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
}

/** Search and filters; a change of a select applies at once, the search on Enter or Search. */
export function EnquiryFilters({ filters, onChange }: EnquiryFiltersProps) {
  const staff = useStaff();
  const [search, setSearch] = useState(filters.q);
  const set = (name: keyof ListFilters) => (event: { target: { value: string } }) => onChange({ ...filters, [name]: event.target.value });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: search.trim() });
  };

  return (
    <StyledFilters role="search" aria-label="Enquiries" onSubmit={submitSearch}>
      <StyledSearch label="Search">
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Name, e-mail, phone or message" />
      </StyledSearch>
      <Button type="submit">Search</Button>
      <FormField label="Status">
        <Select value={filters.status} onChange={set('status')}>
          <option value="">All statuses</option>
          <StatusOptions />
        </Select>
      </FormField>
      <FormField label="Service">
        <Select value={filters.service} onChange={set('service')}>
          <option value="">All services</option>
          {PAGE_SERVICE_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {serviceLabel(choice.value)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Assigned to">
        <Select value={filters.assignee} onChange={set('assignee')}>
          <option value="">Anyone</option>
          <option value={UNASSIGNED}>Unassigned</option>
          <StaffOptions staff={staff.data} />
        </Select>
      </FormField>
      <FormField label="Received from">
        <Input type="date" value={filters.from} onChange={set('from')} />
      </FormField>
      <FormField label="Received to">
        <Input type="date" value={filters.to} onChange={set('to')} />
      </FormField>
      {hasFilters(filters) && (
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setSearch('');
            onChange({ q: '', status: '', service: '', assignee: '', from: '', to: '' });
          }}
        >
          Clear filters
        </Button>
      )}
    </StyledFilters>
  );
}

const StyledFilters = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.spacing[4]};

  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledSearch = styled(FormField)`
  ${media.md} {
    grid-column: span 3;
  }
`;
