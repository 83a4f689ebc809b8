import { BLOG_POST_PAGE, type PageKey, PUBLIC_PAGES, type PublicPage, isStaffPath, matchPagePath, pagePath } from '@app/content';

/** The public pages with fixed content, by path: every page of the table but the blog post. */
const STATIC_PAGES = new Map<string, PublicPage & { key: PageKey }>(
  PUBLIC_PAGES.flatMap((page) => (page.key === BLOG_POST_PAGE.key ? [] : [[page.path, page]])),
);

/** The pages the sitemap lists, besides the posts. */
export const SITEMAP_PATHS = [...STATIC_PAGES.values()].filter((page) => page.indexable).map((page) => page.path);

export type PageRoute =
  | { kind: 'page'; key: PageKey; path: string; indexable: boolean }
  | { kind: 'post'; slug: string; path: string }
  /** The sign-in page and the admin area: the shell as built, kept out of search engines. */
  | { kind: 'staff' }
  | { kind: 'unknown' };

export function matchPageRoute(rawPath: string): PageRoute {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const page = STATIC_PAGES.get(path);
  if (page) return { kind: 'page', key: page.key, path, indexable: page.indexable };
  if (isStaffPath(path)) return { kind: 'staff' };
  const slug = matchPagePath(BLOG_POST_PAGE.path, path)?.slug;
  const decoded = slug === undefined ? null : safeDecode(slug);
  return decoded ? { kind: 'post', slug: decoded, path: pagePath(BLOG_POST_PAGE, { slug: decoded }) } : { kind: 'unknown' };
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
