import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_ENDPOINTS, type UpdateProfileInput } from '@app/contracts';
import { callEndpoint, SESSION_QUERY_KEY, useSessionStore } from '@app/web';

/** Saves the signed-in user's name and username; the sidebar and the session show them at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileInput) => callEndpoint(ACCOUNT_ENDPOINTS.updateProfile, { body }),
    onSuccess: (user) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
      useSessionStore.getState().setUser(user);
    },
  });
}
