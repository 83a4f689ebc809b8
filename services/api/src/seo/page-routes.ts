import {
  BLOG_POST_PAGE,
  DRAFT_PREVIEW_PAGE,
  PROPERTY_LISTING_PAGE,
  type PageKey,
  PUBLIC_PAGES,
  type PublicPage,
  isStaffPath,
  matchPagePath,
  pagePath,
} from '@app/content';

/** The public pages with fixed content, by path: every page of the table but a blog post and a listing. */
const STATIC_PAGES = new Map<string, PublicPage & { key: PageKey }>(
  PUBLIC_PAGES.flatMap((page) => (page.key === BLOG_POST_PAGE.key || page.key === PROPERTY_LISTING_PAGE.key ? [] : [[page.path, page]])),
);

/** The pages the sitemap lists, besides the posts and the listings. */
export const SITEMAP_PATHS = [...STATIC_PAGES.values()].filter((page) => page.indexable).map((page) => page.path);

export type PageRoute =
  | { kind: 'page'; key: PageKey; path: string; indexable: boolean }
  | { kind: 'post'; slug: string; path: string }
  | { kind: 'property'; slug: string; path: string }
  /** A draft through its shared preview link. */
  | { kind: 'preview'; token: string }
  /** The sign-in page and the admin area: the shell as built, kept out of search engines. */
  | { kind: 'staff' }
  | { kind: 'unknown' };

export function matchPageRoute(rawPath: string): PageRoute {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const page = STATIC_PAGES.get(path);
  if (page) return { kind: 'page', key: page.key, path, indexable: page.indexable };
  if (isStaffPath(path)) return { kind: 'staff' };
  const preview = matchPagePath(DRAFT_PREVIEW_PAGE.path, path)?.token;
  if (preview) return { kind: 'preview', token: preview };
  const post = slugOf(BLOG_POST_PAGE, path);
  if (post) return { kind: 'post', ...post };
  const property = slugOf(PROPERTY_LISTING_PAGE, path);
  return property ? { kind: 'property', ...property } : { kind: 'unknown' };
}

/** A draft preview is shown to whoever holds its link, as the draft is now: never kept by a cache nor indexed. */
export function isDraftPreviewPath(path: string): boolean {
  return matchPageRoute(path).kind === 'preview';
}

/** The decoded slug of a page with a `:slug`, and its canonical path; null when the path is not that page's. */
function slugOf(page: PublicPage, path: string): { slug: string; path: string } | null {
  const slug = matchPagePath(page.path, path)?.slug;
  const decoded = slug === undefined ? null : safeDecode(slug);
  return decoded ? { slug: decoded, path: pagePath(page, { slug: decoded }) } : null;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
