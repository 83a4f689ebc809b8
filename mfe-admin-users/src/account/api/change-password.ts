import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_ENDPOINTS, type ChangePasswordInput } from '@app/contracts';
import { callEndpoint } from '@app/web';

/** The answer carries a fresh session cookie for this browser; every other session is signed out. */
export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordInput) => callEndpoint(ACCOUNT_ENDPOINTS.changePassword, { body }) });
}
