import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_ENDPOINTS } from '@app/contracts';
import { callEndpoint, endpointQuery } from '../endpoints';

/** The shell's session query: who is signed in (null when nobody is), mirrored into the session store. */
export const SESSION_QUERY = endpointQuery(AUTH_ENDPOINTS.me, {}, { onUnauthorized: 'returnNull' });
export const SESSION_QUERY_KEY = SESSION_QUERY.queryKey;

/** Ends the session on the server, then forgets the user and every cached admin answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(AUTH_ENDPOINTS.logout, {}),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_ENDPOINTS.me.area });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}
