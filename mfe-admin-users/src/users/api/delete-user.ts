import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@app/web';
import { updateCachedUsers } from './users-query';

export function deleteUser(id: string): Promise<unknown> {
  return http.delete(`/api/admin/users/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_result, id) => updateCachedUsers(queryClient, (users) => users.filter((user) => user.id !== id)),
  });
}
