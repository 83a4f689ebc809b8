import { useSearchParams } from 'react-router-dom';
import { cursorFromParams } from './cursor-params';
import { pageFromParams } from './use-page-param';

type Change<Name extends string> = Partial<Record<Name, string>> & { page?: number };

/**
 * A list's filters and page (a number, or the keyset cursor of a list paged by keyset), kept in the address bar so
 * Back and a shared link show the same page. A filter missing from the address has its default (empty unless
 * `defaults` names one), and one at its default is left out of it. Changing a filter drops the cursor: its first page.
 */
export function useListParams<Name extends string>(names: readonly Name[], defaults: Partial<Record<Name, string>> = {}) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? defaults[name] ?? ''])) as Record<Name, string>;
  const page = pageFromParams(params);
  const cursor = cursorFromParams(params);

  /** Shows the list for the changed filters: their first page unless a page is given. */
  const show = (change: Change<Name>) => {
    const next: Record<string, string | number> = { ...values, page: 1, ...change };
    const search = new URLSearchParams();
    for (const name of names) if (next[name] && next[name] !== (defaults[name] ?? '')) search.set(name, String(next[name]));
    if (Number(next.page) > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return { values, page, cursor, show };
}
