import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_ENDPOINTS, type AuthUser, type LoginInput, type LoginResult, type TwoFactorCodeInput } from '@app/contracts';
import { callEndpoint, SESSION_QUERY_KEY } from '@app/web';

export function loginRequest(credentials: LoginInput): Promise<LoginResult> {
  return callEndpoint(AUTH_ENDPOINTS.login, { body: credentials });
}

export function needsSecondStep(result: LoginResult): result is { twoFactorRequired: true } {
  return 'twoFactorRequired' in result;
}

/** Signs in; the session query (and with it the session store) then holds the user, unless a second step comes first. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginRequest,
    onSuccess: (result) => {
      if (!needsSecondStep(result)) queryClient.setQueryData(SESSION_QUERY_KEY, result);
    },
  });
}

/** The second step of a sign-in with two-factor: a code of the authenticator app, or a recovery code. */
export function useLoginSecondStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorCodeInput): Promise<AuthUser> => callEndpoint(AUTH_ENDPOINTS.loginTwoFactor, { body }),
    onSuccess: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
