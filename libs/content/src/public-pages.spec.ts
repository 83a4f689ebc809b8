import { PAGE_METADATA } from './page-metadata';
import { BLOG_POST_PAGE, PROPERTY_LISTING_PAGE, PUBLIC_PAGES, matchPagePath, pagePath } from './public-pages';

describe('PUBLIC_PAGES', () => {
  it('gives every page a unique path, and every page but a post or a listing its own title and description', () => {
    expect(new Set(PUBLIC_PAGES.map((page) => page.path)).size).toBe(PUBLIC_PAGES.length);
    for (const page of PUBLIC_PAGES) {
      if (page.key !== BLOG_POST_PAGE.key && page.key !== PROPERTY_LISTING_PAGE.key) expect(PAGE_METADATA[page.key].title).toBeTruthy();
    }
  });
});

describe('matchPagePath and pagePath', () => {
  it('reads the params of a matching path, one segment each, still encoded', () => {
    expect(matchPagePath('/blog/:slug', '/blog/caf%C3%A9')).toEqual({ slug: 'caf%C3%A9' });
    expect(matchPagePath('/about', '/about')).toEqual({});
  });

  it('refuses other paths, an empty param and extra segments', () => {
    expect(matchPagePath('/blog/:slug', '/blog/')).toBeNull();
    expect(matchPagePath('/blog/:slug', '/blog/a/b')).toBeNull();
    expect(matchPagePath('/about', '/services')).toBeNull();
  });

  it('fills the params in, encoded', () => {
    expect(pagePath(BLOG_POST_PAGE, { slug: 'café au lait' })).toBe('/blog/caf%C3%A9%20au%20lait');
  });
});
