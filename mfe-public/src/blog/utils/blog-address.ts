import { ALL_TOPICS } from '@app/contracts';

/**
 * The blog list's search text, topic and page, kept in its address (/blog?q=&topic=&page=) so a filtered list and
 * each of its pages can be shared, and are what the server renders.
 */
export type BlogFilters = { search: string; topic: string; page: number };

export function blogFiltersOf(search: string): BlogFilters {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    search: params.get('q')?.trim() ?? '',
    topic: params.get('topic')?.trim().toLowerCase() || ALL_TOPICS,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of the blog list with these filters; the defaults (no search, every topic, page 1) are left out. */
export function blogAddress({ search, topic, page }: BlogFilters): string {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (topic !== ALL_TOPICS) params.set('topic', topic);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}
