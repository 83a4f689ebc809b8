import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_ENDPOINTS, AUTH_ENDPOINTS, type TwoFactorCodeInput, type TwoFactorDisableFormValues } from '@app/contracts';
import { callEndpoint, endpointQuery, invalidate } from '@app/web';

export function useTwoFactorStatus() {
  return useQuery(endpointQuery(ACCOUNT_ENDPOINTS.twoFactorStatus));
}

/** A new key to scan or type in. */
export function useTwoFactorSetup() {
  return useMutation({ mutationFn: () => callEndpoint(ACCOUNT_ENDPOINTS.twoFactorSetup, {}) });
}

/** Confirms the key with a first code; answers the recovery codes. The session is read again: its role's requirement is met. */
export function useTwoFactorEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorCodeInput) => callEndpoint(ACCOUNT_ENDPOINTS.twoFactorEnable, { body }),
    onSuccess: () => invalidate(queryClient, ACCOUNT_ENDPOINTS.twoFactorStatus, AUTH_ENDPOINTS.me),
  });
}

/** Turns the caller's two-factor sign-in off with their password and a current code. */
export function useTwoFactorDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorDisableFormValues) => callEndpoint(ACCOUNT_ENDPOINTS.twoFactorDisable, { body }),
    onSuccess: () => invalidate(queryClient, ACCOUNT_ENDPOINTS.twoFactorStatus, AUTH_ENDPOINTS.me),
  });
}

/** 10 new recovery codes for a current code; the old ones stop working. */
export function useNewRecoveryCodes() {
  return useMutation({ mutationFn: (body: TwoFactorCodeInput) => callEndpoint(ACCOUNT_ENDPOINTS.twoFactorRecoveryCodes, { body }) });
}
