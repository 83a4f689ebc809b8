import { useQuery, type QueryClient } from '@tanstack/react-query';
import { USERS_ENDPOINTS, type User } from '@app/contracts';
import { endpointQuery } from '@app/web';

const USERS_QUERY = endpointQuery(USERS_ENDPOINTS.list);
export const USERS_QUERY_KEY = USERS_QUERY.queryKey;

export function useUsers() {
  return useQuery(USERS_QUERY);
}

/** Mutations keep the cached list current instead of refetching it. */
export function updateCachedUsers(queryClient: QueryClient, change: (users: User[]) => User[]) {
  queryClient.setQueryData<User[]>(USERS_QUERY_KEY, (users) => (users ? change(users) : users));
}

export function replaceUser(queryClient: QueryClient, user: User) {
  updateCachedUsers(queryClient, (users) => users.map((item) => (item.id === user.id ? user : item)));
}
