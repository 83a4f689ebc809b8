import { useMutation } from '@tanstack/react-query';
import { USERS_ENDPOINTS } from '@app/contracts';
import { callEndpoint } from '@app/web';

/** Ends every session of a user the actor may edit. */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: (id: string) => callEndpoint(USERS_ENDPOINTS.signOutEverywhere, { params: { id } }) });
}
