import { BLOG_PAGE_SIZE, type BlogListQuery } from '@app/contracts';

/** The pages before and after a page of a list of `total` posts; null at either end (or beyond the last page). */
export function neighbourPages({ page, pageSize }: BlogListQuery, total: number): { prev: number | null; next: number | null } {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return { prev: page > 1 ? Math.min(page - 1, last) : null, next: page < last ? page + 1 : null };
}

/** The address of a page of a list at `path` with the query's search and topic; defaults (page 1, the usual size) left out. */
export function listAddress(path: string, { q, topic, pageSize }: BlogListQuery, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (topic) params.set('topic', topic);
  if (page > 1) params.set('page', String(page));
  if (pageSize !== BLOG_PAGE_SIZE) params.set('pageSize', String(pageSize));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** RFC 8288 `Link` header naming the next and previous pages of the list at `path`; null on a list of one page. */
export function pageLinkHeader(path: string, query: BlogListQuery, total: number): string | null {
  const { prev, next } = neighbourPages(query, total);
  const links = [
    next === null ? null : `<${listAddress(path, query, next)}>; rel="next"`,
    prev === null ? null : `<${listAddress(path, query, prev)}>; rel="prev"`,
  ];
  return links.filter((link) => link !== null).join(', ') || null;
}
