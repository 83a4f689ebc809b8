import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USERS_ENDPOINTS } from '@app/contracts';
import { callEndpoint } from '@app/web';
import { refetchUsers } from './users-query';

export function deleteUser(id: string): Promise<unknown> {
  return callEndpoint(USERS_ENDPOINTS.delete, { params: { id } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => refetchUsers(queryClient),
  });
}
