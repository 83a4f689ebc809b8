import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_ENDPOINTS } from '@app/contracts';
import { callEndpoint, endpointQuery, invalidate } from '@app/web';

export function useSessions() {
  return useQuery(endpointQuery(ACCOUNT_ENDPOINTS.sessions));
}

/** Signs one of the user's sessions out; the list is read again. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(ACCOUNT_ENDPOINTS.endSession, { params: { id } }),
    onSettled: () => invalidate(queryClient, ACCOUNT_ENDPOINTS.sessions),
  });
}

/** Signs every session but this browser's out. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(ACCOUNT_ENDPOINTS.endOtherSessions, {}),
    onSettled: () => invalidate(queryClient, ACCOUNT_ENDPOINTS.sessions),
  });
}
