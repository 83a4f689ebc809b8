import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Role, type User, USERS_ENDPOINTS } from '@app/contracts';
import { callEndpoint } from '@app/web';
import { replaceUser } from './users-query';

export interface UpdateRoleVariables {
  id: string;
  role: Role;
}

export async function updateRole({ id, role }: UpdateRoleVariables): Promise<User> {
  const result = await callEndpoint(USERS_ENDPOINTS.updateRole, { params: { id }, body: { role } });
  return result.user;
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRole, onSuccess: (user) => replaceUser(queryClient, user) });
}
