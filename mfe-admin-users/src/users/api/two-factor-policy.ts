import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_ENDPOINTS, type Role } from '@app/contracts';
import { callEndpoint, endpointQuery } from '@app/web';

const POLICY_QUERY = endpointQuery(ACCOUNT_ENDPOINTS.twoFactorPolicy);

export function useTwoFactorPolicy() {
  return useQuery(POLICY_QUERY);
}

export function useUpdateTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requiredRoles: Role[]) => callEndpoint(ACCOUNT_ENDPOINTS.updateTwoFactorPolicy, { body: { requiredRoles } }),
    onSuccess: (policy) => queryClient.setQueryData(POLICY_QUERY.queryKey, policy),
  });
}
