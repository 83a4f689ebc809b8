import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_ENDPOINTS, type AuthUser, type LoginInput } from '@app/contracts';
import { callEndpoint, SESSION_QUERY_KEY } from '@app/web';

export function loginRequest(credentials: LoginInput): Promise<AuthUser> {
  return callEndpoint(AUTH_ENDPOINTS.login, { body: credentials });
}

/** Signs in; the session query (and with it the session store) then holds the user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginRequest,
    onSuccess: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
