import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuthUserSchema, type AuthUser, type LoginInput } from '@app/contracts';
import { http, SESSION_QUERY_KEY } from '@app/web';

export function loginRequest(credentials: LoginInput): Promise<AuthUser> {
  return http.post('/api/auth/login', credentials, { schema: AuthUserSchema });
}

/** Signs in; the session query (and with it the session store) then holds the user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginRequest,
    onSuccess: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
