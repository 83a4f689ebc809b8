import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PROPERTIES_ENDPOINTS, type PropertyListingQueryInput, type PropertyListingValues, SITE_ENDPOINTS } from '@app/contracts';
import { CONTENT_QUERY_OPTIONS, callEndpoint, endpointQuery, invalidate } from '@app/web';

/** One page of the listings; the previous page stays on screen while the next loads. */
export function useProperties(query: PropertyListingQueryInput) {
  return useQuery({ ...endpointQuery(PROPERTIES_ENDPOINTS.list, { query }), ...CONTENT_QUERY_OPTIONS, placeholderData: keepPreviousData });
}

export function useProperty(id: string) {
  return useQuery({ ...endpointQuery(PROPERTIES_ENDPOINTS.item, { params: { id } }), ...CONTENT_QUERY_OPTIONS });
}

/** The staff accounts the form offers as responsible agent, with their CEA details. */
export function usePropertyAgents() {
  return useQuery({ ...endpointQuery(PROPERTIES_ENDPOINTS.agents), ...CONTENT_QUERY_OPTIONS });
}

/** After a listing changed: the staff lists and everything visitors read about listings. */
function refreshListings(queryClient: QueryClient) {
  invalidate(queryClient, 'properties', SITE_ENDPOINTS.featuredProperties);
}

/** Creates the listing when there is no id yet, else updates it. */
export function useSaveProperty(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PropertyListingValues) =>
      id ? callEndpoint(PROPERTIES_ENDPOINTS.update, { params: { id }, body }) : callEndpoint(PROPERTIES_ENDPOINTS.create, { body }),
    onSuccess: () => refreshListings(queryClient),
  });
}

/** Deletes a listing for good; the UI asks first. */
export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(PROPERTIES_ENDPOINTS.delete, { params: { id } }),
    onSuccess: () => refreshListings(queryClient),
  });
}
