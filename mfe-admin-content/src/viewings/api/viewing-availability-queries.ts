import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ViewingAvailabilityInput, VIEWINGS_ENDPOINTS } from '@app/contracts';
import { callEndpoint, CONTENT_QUERY_OPTIONS, endpointQuery, invalidate } from '@app/web';

export function useViewingAvailability(propertyId: string) {
  return useQuery({ ...endpointQuery(VIEWINGS_ENDPOINTS.availability, { params: { id: propertyId } }), ...CONTENT_QUERY_OPTIONS });
}

export function useSaveViewingAvailability(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ViewingAvailabilityInput) => callEndpoint(VIEWINGS_ENDPOINTS.setAvailability, { params: { id: propertyId }, body }),
    onSuccess: () => invalidate(queryClient, 'viewings'),
  });
}
