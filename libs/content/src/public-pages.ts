import { DRAFT_PREVIEW_PATH, NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '@app/contracts';
import type { PageKey } from './page-metadata';

/** A page of the public site. Pages with a `:param` (a blog post, a listing) take their title from what they show. */
export type PublicPage = { key: PageKey | 'blogPost' | 'propertyListing'; path: string; indexable: boolean };

/** A blog post's page; its title and description come from the post. */
export const BLOG_POST_PAGE = { key: 'blogPost', path: '/blog/:slug', indexable: true } as const satisfies PublicPage;

/** A property listing's page; its title and description come from the listing. */
export const PROPERTY_LISTING_PAGE = { key: 'propertyListing', path: '/properties/:slug', indexable: true } as const satisfies PublicPage;

/**
 * A draft shown through a shared preview link, as its post will look. Not in PUBLIC_PAGES: never in the sitemap,
 * never indexed nor kept in the public page cache.
 */
export const DRAFT_PREVIEW_PAGE = { path: DRAFT_PREVIEW_PATH } as const;

/**
 * Every public page (SPEC §2 route table, plus the newsletter's unsubscribe and confirmation pages). The server's page heads and
 * sitemap, and mfe-public's router, read this one table.
 */
export const PUBLIC_PAGES = [
  { key: 'home', path: '/', indexable: true },
  { key: 'about', path: '/about', indexable: true },
  { key: 'services', path: '/services', indexable: true },
  { key: 'blog', path: '/blog', indexable: true },
  BLOG_POST_PAGE,
  { key: 'properties', path: '/properties', indexable: true },
  PROPERTY_LISTING_PAGE,
  { key: 'contact', path: '/contact', indexable: true },
  { key: 'privacy', path: '/privacy', indexable: true },
  { key: 'terms', path: '/terms', indexable: true },
  { key: 'cookies', path: '/cookies', indexable: true },
  { key: 'newsletterUnsubscribe', path: NEWSLETTER_UNSUBSCRIBE_PATH, indexable: false },
  { key: 'newsletterConfirm', path: NEWSLETTER_CONFIRM_PATH, indexable: false },
] as const satisfies readonly PublicPage[];

export type PublicPageKey = (typeof PUBLIC_PAGES)[number]['key'];

/** The `:params` of `path` (still URL-encoded) when it matches `pattern`, one segment each; else null. */
export function matchPagePath(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split('/');
  const pathParts = path.split('/');
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    const segment = pathParts[index] ?? '';
    if (part.startsWith(':')) {
      if (!segment) return null;
      params[part.slice(1)] = segment;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

/** The path of a page with its `:params` filled in (encoded). */
export function pagePath(page: PublicPage, params: Record<string, string> = {}): string {
  return page.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}
