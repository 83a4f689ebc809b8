import { useMutation } from '@tanstack/react-query';
import { USERS_ENDPOINTS } from '@app/contracts';
import { callEndpoint } from '@app/web';

/** Turns two-factor sign-in off for a user the actor may edit (a lost phone). */
export function useResetTwoFactor() {
  return useMutation({ mutationFn: (id: string) => callEndpoint(USERS_ENDPOINTS.resetTwoFactor, { params: { id } }) });
}
