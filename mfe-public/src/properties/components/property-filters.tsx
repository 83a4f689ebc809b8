import styled from 'styled-components';
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES, type PropertySearchQuery } from '@app/contracts';
import { Button, FormField, Input, LabelOptions, Select } from '@app/ui';

interface PropertyFiltersProps {
  search: PropertySearchQuery;
  districts: readonly string[];
}

const BEDROOM_CHOICES = [1, 2, 3, 4, 5];

/** Where the filters are sent, and what clearing them shows. */
const PROPERTIES_PATH = '/properties';

/**
 * Type, district, bedrooms and price range: a GET form to /properties, so a search is an address of its own
 * (filtered by the server, shareable) and works without JavaScript; fields left at "Any" are ignored there.
 */
export function PropertyFilters({ search, districts }: PropertyFiltersProps) {
  return (
    <StyledFilters method="get" action={PROPERTIES_PATH} aria-label="Filter properties">
      <FormField label="Type">
        <Select name="type" defaultValue={search.type ?? ''}>
          <option value="">Any type</option>
          <LabelOptions values={PROPERTY_TYPES} labels={PROPERTY_TYPE_LABELS} />
        </Select>
      </FormField>
      <FormField label="District">
        <Select name="district" defaultValue={search.district ?? ''}>
          <option value="">Any district</option>
          {districts.map((district) => (
            <option key={district} value={district}>
              {district}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Bedrooms">
        <Select name="bedrooms" defaultValue={search.bedrooms?.toString() ?? ''}>
          <option value="">Any</option>
          {BEDROOM_CHOICES.map((count) => (
            <option key={count} value={count}>
              {count}+
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Min price (S$)" hint="Monthly rent or asking price">
        <Input name="minPrice" type="number" inputMode="numeric" min={0} defaultValue={search.minPrice ?? ''} />
      </FormField>
      <FormField label="Max price (S$)">
        <Input name="maxPrice" type="number" inputMode="numeric" min={0} defaultValue={search.maxPrice ?? ''} />
      </FormField>
      <StyledActions>
        <Button type="submit">Search</Button>
        <Button as="a" href={PROPERTIES_PATH} variant="ghost">
          Clear filters
        </Button>
      </StyledActions>
    </StyledFilters>
  );
}

const StyledFilters = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  align-items: end;
  margin-bottom: ${({ theme }) => theme.spacing[8]};
  padding: ${({ theme }) => theme.spacing[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing[2]};
`;
