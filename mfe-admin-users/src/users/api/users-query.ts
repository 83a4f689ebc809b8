import { useQuery, type QueryClient } from '@tanstack/react-query';
import { UsersListSchema, type User } from '@app/contracts';
import { createQueryFn } from '@app/web';

export const USERS_QUERY_KEY = ['/api/admin/users'] as const;

const fetchUsers = createQueryFn<User[]>({ schema: UsersListSchema });

export function useUsers() {
  return useQuery({ queryKey: USERS_QUERY_KEY, queryFn: fetchUsers });
}

/** Mutations keep the cached list current instead of refetching it. */
export function updateCachedUsers(queryClient: QueryClient, change: (users: User[]) => User[]) {
  queryClient.setQueryData<User[]>(USERS_QUERY_KEY, (users) => (users ? change(users) : users));
}

export function replaceUser(queryClient: QueryClient, user: User) {
  updateCachedUsers(queryClient, (users) => users.map((item) => (item.id === user.id ? user : item)));
}
