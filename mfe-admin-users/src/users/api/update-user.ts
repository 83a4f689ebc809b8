import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateUserInput, type User, USERS_ENDPOINTS } from '@app/contracts';
import { callEndpoint } from '@app/web';
import { replaceUser } from './users-query';

export interface UpdateUserVariables {
  id: string;
  /** Only the fields that changed. */
  changes: UpdateUserInput;
}

export async function updateUser({ id, changes }: UpdateUserVariables): Promise<User> {
  const result = await callEndpoint(USERS_ENDPOINTS.updateUser, { params: { id }, body: changes });
  return result.user;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: (user) => replaceUser(queryClient, user) });
}
