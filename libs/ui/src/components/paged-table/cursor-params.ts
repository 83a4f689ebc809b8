/** The two cursor parameters of a list paged by keyset: `after` reads the page past a row, `before` the page ahead of it. */
export const CURSOR_PARAMS = ['after', 'before'] as const;
export type CursorParam = (typeof CURSOR_PARAMS)[number];

/** The page cursor the URL carries (`?after=…` or `?before=…`), for the list's API query; neither on the first page. */
export function cursorFromParams(params: URLSearchParams): Partial<Record<CursorParam, string>> {
  return Object.fromEntries(CURSOR_PARAMS.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])));
}

/** The URL search of the page at `cursor`: the list's other params (filters, tabs) kept, any other cursor dropped. */
export function searchWithCursor(params: URLSearchParams, name: CursorParam, cursor: string): string {
  const next = new URLSearchParams(params);
  for (const param of CURSOR_PARAMS) next.delete(param);
  next.set(name, cursor);
  return `?${next.toString()}`;
}
