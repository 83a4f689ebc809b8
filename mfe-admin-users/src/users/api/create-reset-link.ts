import { useMutation } from '@tanstack/react-query';
import { USERS_ENDPOINTS } from '@app/contracts';
import { callEndpoint } from '@app/web';

/** A one-time password reset link for a user the actor may edit, shown once. */
export function useCreateResetLink() {
  return useMutation({ mutationFn: (id: string) => callEndpoint(USERS_ENDPOINTS.createResetLink, { params: { id } }) });
}
