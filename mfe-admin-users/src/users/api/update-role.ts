import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserResultSchema, type Role, type User } from '@app/contracts';
import { http } from '@app/web';
import { replaceUser } from './users-query';

export interface UpdateRoleVariables {
  id: string;
  role: Role;
}

export async function updateRole({ id, role }: UpdateRoleVariables): Promise<User> {
  const url = `/api/admin/users/${encodeURIComponent(id)}/update-role`;
  const result = await http.post(url, { role }, { schema: UserResultSchema });
  return result.user;
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRole, onSuccess: (user) => replaceUser(queryClient, user) });
}
