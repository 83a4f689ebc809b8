import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserResultSchema, type UpdateUserInput, type User } from '@app/contracts';
import { http } from '@app/web';
import { replaceUser } from './users-query';

export interface UpdateUserVariables {
  id: string;
  /** Only the fields that changed. */
  changes: UpdateUserInput;
}

export async function updateUser({ id, changes }: UpdateUserVariables): Promise<User> {
  const url = `/api/admin/users/${encodeURIComponent(id)}/update-user`;
  const result = await http.post(url, changes, { schema: UserResultSchema });
  return result.user;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: (user) => replaceUser(queryClient, user) });
}
