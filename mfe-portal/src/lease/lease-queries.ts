import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LEASE_PORTAL_ENDPOINTS } from '@app/contracts';
import { callEndpoint, endpointQuery, invalidate } from '@app/web';

/** The viewer's leases: a tenant's own, an owner's units'. */
export function usePortalLeases() {
  return useQuery(endpointQuery(LEASE_PORTAL_ENDPOINTS.leases));
}

export function useAnswerRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) => callEndpoint(LEASE_PORTAL_ENDPOINTS.answerRenewal, { params: { id }, body: { accept } }),
    onSuccess: () => invalidate(queryClient, LEASE_PORTAL_ENDPOINTS.leases),
  });
}
