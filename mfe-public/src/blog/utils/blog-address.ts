import { ALL_TOPICS } from '@app/contracts';

/** The blog list's search text and topic, kept in its address (/blog?q=&topic=) so a filtered list can be shared. */
export type BlogFilters = { search: string; topic: string };

export function blogFiltersOf(search: string): BlogFilters {
  const params = new URLSearchParams(search);
  return { search: params.get('q') ?? '', topic: params.get('topic') || ALL_TOPICS };
}

/** The address of the blog list with these filters; the defaults are left out. */
export function blogAddress({ search, topic }: BlogFilters): string {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (topic !== ALL_TOPICS) params.set('topic', topic);
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}
