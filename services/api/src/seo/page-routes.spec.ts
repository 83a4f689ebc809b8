import { SITEMAP_PATHS, matchPageRoute } from './page-routes';

describe('matchPageRoute', () => {
  it.each([
    ['/', 'home'],
    ['/services', 'services'],
    ['/services/', 'services'],
    ['/cookies', 'cookies'],
  ])('knows %s as the %s page', (path, key) => {
    expect(matchPageRoute(path)).toMatchObject({ kind: 'page', key, indexable: true });
  });

  it('keeps the newsletter unsubscribe page out of search engines', () => {
    expect(matchPageRoute('/newsletter/unsubscribe')).toMatchObject({ kind: 'page', key: 'newsletterUnsubscribe', indexable: false });
  });

  it('reads a post slug, decoded, and gives its canonical path', () => {
    expect(matchPageRoute('/blog/hdb-guide')).toEqual({ kind: 'post', slug: 'hdb-guide', path: '/blog/hdb-guide' });
    expect(matchPageRoute('/blog/caf%C3%A9/')).toEqual({ kind: 'post', slug: 'café', path: '/blog/caf%C3%A9' });
  });

  it('reads a listing slug, decoded, and gives its canonical path', () => {
    expect(matchPageRoute('/properties/penthouse-marina-bay-views')).toEqual({
      kind: 'property',
      slug: 'penthouse-marina-bay-views',
      path: '/properties/penthouse-marina-bay-views',
    });
    expect(matchPageRoute('/properties')).toMatchObject({ kind: 'page', key: 'properties', indexable: true });
  });

  it.each(['/auth', '/auth/reset-password', '/admin', '/admin/users', '/admin/content/edit/1'])('treats %s as a staff page', (path) => {
    expect(matchPageRoute(path)).toEqual({ kind: 'staff' });
  });

  it('reads a preview link token, which never reaches the sitemap', () => {
    expect(matchPageRoute('/preview/aBc-123_x')).toEqual({ kind: 'preview', token: 'aBc-123_x' });
    expect(matchPageRoute('/preview')).toEqual({ kind: 'unknown' });
    expect(SITEMAP_PATHS.some((path) => path.startsWith('/preview'))).toBe(false);
  });

  it.each(['/testimonials', '/blog/a/b', '/blog/%E0%A4%A', '/administrator', '/about-us'])('does not know %s', (path) => {
    expect(matchPageRoute(path)).toEqual({ kind: 'unknown' });
  });

  it('lists the indexable static pages for the sitemap', () => {
    expect(SITEMAP_PATHS).toEqual(['/', '/about', '/services', '/blog', '/properties', '/contact', '/privacy', '/terms', '/cookies']);
  });
});
