import { useQuery } from '@tanstack/react-query';
import { PUBLIC_PROPERTIES_ENDPOINTS, PUBLIC_VIEWINGS_ENDPOINTS, type PropertySearchQuery } from '@app/contracts';
import { CONTENT_QUERY_OPTIONS, endpointQuery } from '@app/web';

/** One page of shown listings; only the filters set go into the URL, so equal searches share a cache entry. */
export function usePropertySearch(query: PropertySearchQuery) {
  const { type, district, bedrooms, minPrice, maxPrice, page } = query;
  return useQuery({
    ...endpointQuery(PUBLIC_PROPERTIES_ENDPOINTS.search, { query: { type, district, bedrooms, minPrice, maxPrice, page: page > 1 ? page : undefined } }),
    ...CONTENT_QUERY_OPTIONS,
  });
}

export function usePropertyListing(slug: string) {
  return useQuery({ ...endpointQuery(PUBLIC_PROPERTIES_ENDPOINTS.read, { params: { slug } }), ...CONTENT_QUERY_OPTIONS });
}

/** The free viewing slots of a listing over the next two weeks (server-rendered with the page). */
export function useViewingSlots(slug: string) {
  return useQuery({ ...endpointQuery(PUBLIC_VIEWINGS_ENDPOINTS.slots, { params: { slug } }), ...CONTENT_QUERY_OPTIONS });
}
