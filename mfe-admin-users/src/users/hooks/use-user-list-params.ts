import { useSearchParams } from 'react-router-dom';
import { RoleSchema, type UserListQueryInput } from '@app/contracts';

export const USERS_PAGE_SIZE = 25;

type ListParams = { q: string; role: string; page: number };

/** The list's search, role and page, kept in the address bar so Back and a shared link show the same page. */
export function useUserListParams() {
  const [params, setParams] = useSearchParams();
  const current: ListParams = {
    q: params.get('q') ?? '',
    role: RoleSchema.safeParse(params.get('role')).data ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const query: UserListQueryInput = { q: current.q || undefined, role: RoleSchema.safeParse(current.role).data, page: current.page, pageSize: USERS_PAGE_SIZE };

  /** Shows the list for the changed filters: their first page unless a page is given. */
  const show = (change: Partial<ListParams>) => {
    const next = { ...current, page: 1, ...change };
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.role) search.set('role', next.role);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return { ...current, query, show };
}
