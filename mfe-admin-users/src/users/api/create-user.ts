import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserResultSchema, type CreateUserInput, type User } from '@app/contracts';
import { http } from '@app/web';
import { updateCachedUsers } from './users-query';

export async function createUser(body: CreateUserInput): Promise<User> {
  const result = await http.post('/api/admin/users', body, { schema: UserResultSchema });
  return result.user;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (user) => updateCachedUsers(queryClient, (users) => [...users, user]),
  });
}
