import type { ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PROPERTIES_ENDPOINTS } from '@app/contracts';
import { Select } from '@app/ui';
import { endpointQuery } from '@app/web';

/** The site's newest listings (the list's largest page), to choose a unit from. */
function useListings() {
  return useQuery({ ...endpointQuery(PROPERTIES_ENDPOINTS.list, { query: { pageSize: 100 } }), select: (page) => page.items });
}

/** One of the site's newest listings as a unit, or none (the unit is then written as an address). */
export function ListingSelect(props: Omit<ComponentProps<typeof Select>, 'children' | 'disabled'>) {
  const listings = useListings();
  return (
    <Select {...props} disabled={listings.isPending}>
      <option value="">No listing</option>
      {listings.data?.map((listing) => (
        <option key={listing.id} value={listing.id}>
          {listing.title}
        </option>
      ))}
    </Select>
  );
}
