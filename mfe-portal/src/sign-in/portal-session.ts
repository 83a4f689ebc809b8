import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUTH_ENDPOINTS, PORTAL_ENDPOINTS } from '@app/contracts';
import { callEndpoint, endpointQuery } from '@app/web';

/** The signed-in tenant and their tenancies; null when nobody is signed in (a 401). */
export const PORTAL_ACCOUNT_QUERY = endpointQuery(PORTAL_ENDPOINTS.me, {}, { onUnauthorized: 'returnNull' });

export function usePortalAccount() {
  return useQuery(PORTAL_ACCOUNT_QUERY);
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: (email: string) => callEndpoint(PORTAL_ENDPOINTS.requestSignInLink, { body: { email } }) });
}

/** A new link for the account of a used or expired one (its token), mailed at once. */
export function useRenewSignInLink() {
  return useMutation({ mutationFn: (token: string) => callEndpoint(PORTAL_ENDPOINTS.renewSignInLink, { body: { token } }) });
}

/** Uses the mailed link's token once; the answer is the signed-in tenant, kept as the account query's data. */
export function useSignInWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callEndpoint(PORTAL_ENDPOINTS.signIn, { body: { token } }),
    onSuccess: (account) => queryClient.setQueryData(PORTAL_ACCOUNT_QUERY.queryKey, account),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(AUTH_ENDPOINTS.logout, {}),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(PORTAL_ACCOUNT_QUERY.queryKey, null);
    },
  });
}
