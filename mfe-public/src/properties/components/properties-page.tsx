import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PAGE_METADATA } from '@app/content';
import { PROPERTIES_PAGE_SIZE, propertyCardOf, type PropertySearchQuery, type PropertySearchResult } from '@app/contracts';
import { Button, EmptyState, VisuallyHidden } from '@app/ui';
import { usePageMetadata } from '../../seo/use-page-metadata';
import { CardGrid, Container, Section } from '../../shared/components/page-layout';
import { PageHero } from '../../shared/components/page-hero';
import { PageLinks } from '../../shared/components/page-links';
import { usePropertySearch } from '../api/property-queries';
import { priceText } from '../utils/listing-text';
import { paramsFromSearch, searchFromParams } from '../utils/search-params';
import { PropertyCard, PropertyCardSkeleton } from './property-card';
import { PropertyFilters } from './property-filters';

/** /properties: the shown listings, filtered by the URL's parameters (so a search can be shared), a page at a time. */
export function PropertiesPage() {
  usePageMetadata(PAGE_METADATA.properties);
  const [params] = useSearchParams();
  const search = searchFromParams(params);
  const results = usePropertySearch(search);

  return (
    <>
      <PageHero
        eyebrow="Listings"
        title="Properties to Rent and Buy"
        description="Homes and spaces we manage across Singapore, from HDB flats to landed homes. Enquire about any listing and we reply within 24 hours on business days."
      />
      <Section aria-label="Property listings">
        <Container>
          <PropertyFilters search={search} districts={results.data?.districts ?? []} />
          <Results search={search} results={results} />
        </Container>
      </Section>
    </>
  );
}

interface ResultsProps {
  search: PropertySearchQuery;
  results: ReturnType<typeof usePropertySearch>;
}

function Results({ search, results }: ResultsProps) {
  if (results.isError) {
    return (
      <EmptyState
        title="Listings could not be loaded"
        description="Please try again in a moment."
        headingLevel={2}
        action={<Button onClick={() => results.refetch()}>Try Again</Button>}
      />
    );
  }
  if (!results.data) {
    return (
      <CardGrid $columns={3} aria-busy="true">
        <VisuallyHidden as="li" role="status">
          Loading properties
        </VisuallyHidden>
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index}>
            <PropertyCardSkeleton />
          </li>
        ))}
      </CardGrid>
    );
  }
  if (results.data.items.length === 0) {
    return (
      <EmptyState
        title="No properties match your search"
        description="Try fewer filters, another district or a wider price range."
        headingLevel={2}
        action={
          <Button as={Link} to="/properties">
            Clear filters
          </Button>
        }
      />
    );
  }
  return (
    <>
      <StyledCount role="status">{countText(results.data)}</StyledCount>
      <CardGrid $columns={3}>
        {results.data.items.map((listing) => (
          <li key={listing.id}>
            <PropertyCard property={propertyCardOf(listing)} price={priceText(listing)} headingLevel="h2" />
          </li>
        ))}
      </CardGrid>
      <PageLinks
        label="Pages of properties"
        page={search.page}
        pages={Math.ceil(results.data.total / PROPERTIES_PAGE_SIZE)}
        addressOf={(page) => `/properties?${paramsFromSearch({ ...search, page }).toString()}`}
      />
    </>
  );
}

function countText({ total, page, pageSize }: PropertySearchResult): string {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `Showing ${first}–${last} of ${total} ${total === 1 ? 'property' : 'properties'}`;
}

const StyledCount = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
  color: ${({ theme }) => theme.colors.muted};
`;
