import { RoleSchema, type UserListQueryInput } from '@app/contracts';
import { useListParams } from '@app/ui';

export const USERS_PAGE_SIZE = 25;

const NAMES = ['q', 'role'] as const;

/** The users list's search, role and page from the address bar, and the query they make. */
export function useUserListParams() {
  const { values, page, show } = useListParams(NAMES);
  const role = RoleSchema.safeParse(values.role).data;
  const query: UserListQueryInput = { q: values.q || undefined, role, page, pageSize: USERS_PAGE_SIZE };
  return { q: values.q, role: role ?? '', query, show };
}
