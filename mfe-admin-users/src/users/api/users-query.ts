import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { type User, type UserListQueryInput, type UsersPage, USERS_ENDPOINTS } from '@app/contracts';
import { endpointQuery, invalidate, queryKeyPrefix } from '@app/web';

/** One page of the accounts matching the search and role filter; the previous page stays shown while the next loads. */
export function useUsers(query: UserListQueryInput) {
  return useQuery({ ...endpointQuery(USERS_ENDPOINTS.list, { query }), placeholderData: keepPreviousData });
}

/** An edited account changes in place on every cached page. */
export function replaceUser(queryClient: QueryClient, user: User) {
  queryClient.setQueriesData<UsersPage>({ queryKey: queryKeyPrefix(USERS_ENDPOINTS.list) }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.id === user.id ? user : item)) } : page,
  );
}

/** A created or deleted account moves every page after it: the pages are fetched again. */
export function refetchUsers(queryClient: QueryClient) {
  invalidate(queryClient, USERS_ENDPOINTS.list);
}
