import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateUserInput, type User, USERS_ENDPOINTS } from '@app/contracts';
import { callEndpoint } from '@app/web';
import { refetchUsers } from './users-query';

export async function createUser(body: CreateUserInput): Promise<User> {
  const result = await callEndpoint(USERS_ENDPOINTS.create, { body });
  return result.user;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => refetchUsers(queryClient),
  });
}
