/**
 * Paths outside /api that Nest controllers answer (feeds, files, links in e-mails). They are kept out of the
 * global /api prefix and out of the page fallback. A feature adds its paths here, in Nest's path syntax.
 */
export const SERVER_ROUTES: readonly string[] = [
  'media/{*path}',
  'sitemap.xml',
  'sitemaps/{*file}',
  'rss.xml',
  'robots.txt',
  'viewings/booked',
  'viewings/manage',
];

/** True when `pathname` belongs to one of SERVER_ROUTES rather than to a page of the shell. */
export function isServerRoute(pathname: string): boolean {
  return SERVER_ROUTES.some((route) => matches(route, pathname));
}

function matches(route: string, pathname: string): boolean {
  const wildcard = route.indexOf('{*');
  if (wildcard < 0) return pathname === `/${route}`;
  return pathname.startsWith(`/${route.slice(0, wildcard)}`);
}
