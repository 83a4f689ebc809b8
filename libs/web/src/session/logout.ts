import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogoutResultSchema } from '@app/contracts';
import { http } from '../http';

/** The shell's session query: GET /api/auth/me, whose answer mirrors into the session store. */
export const SESSION_QUERY_KEY = ['/api/auth/me'] as const;

/** Ends the session on the server, then forgets the user and every cached admin answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post('/api/auth/logout', undefined, { schema: LogoutResultSchema }),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}
