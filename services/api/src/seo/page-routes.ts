import type { PageKey } from '@app/content';

/** The public pages with fixed content, by path (SPEC §2 route table, plus the newsletter unsubscribe page). */
const STATIC_PAGES: Readonly<Record<string, PageKey>> = {
  '/': 'home',
  '/about': 'about',
  '/services': 'services',
  '/blog': 'blog',
  '/contact': 'contact',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/cookies': 'cookies',
  '/newsletter/unsubscribe': 'newsletterUnsubscribe',
};

/** Pages a search engine should not list. */
const NOT_INDEXED: ReadonlySet<PageKey> = new Set(['newsletterUnsubscribe', 'notFound']);

/** The pages the sitemap lists, besides the posts. */
export const SITEMAP_PATHS = Object.entries(STATIC_PAGES)
  .filter(([, key]) => !NOT_INDEXED.has(key))
  .map(([path]) => path);

export type PageRoute =
  | { kind: 'page'; key: PageKey; path: string; indexable: boolean }
  | { kind: 'post'; slug: string; path: string }
  /** The sign-in page and the admin area: the shell as built, kept out of search engines. */
  | { kind: 'staff' }
  | { kind: 'unknown' };

export function matchPageRoute(rawPath: string): PageRoute {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const key = STATIC_PAGES[path];
  if (key) return { kind: 'page', key, path, indexable: !NOT_INDEXED.has(key) };
  if (path === '/auth' || path === '/admin' || path.startsWith('/admin/')) return { kind: 'staff' };
  const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  const decoded = slug === undefined ? null : safeDecode(slug);
  return decoded ? { kind: 'post', slug: decoded, path: `/blog/${encodeURIComponent(decoded)}` } : { kind: 'unknown' };
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
