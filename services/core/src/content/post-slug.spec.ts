import { firstFreeSlug, slugFromTitle } from './post-slug';

describe('slugFromTitle', () => {
  it.each([
    ['HDB Upgrading: 5 Steps to Your First Condo!', 'hdb-upgrading-5-steps-to-your-first-condo'],
    ['Co-living & Rental Yields', 'co-living-and-rental-yields'],
    ['Café owners’ guide', 'cafe-owners-guide'],
    ['  ---  ', 'post'],
  ])('%s -> %s', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('stays within 180 characters without a trailing hyphen', () => {
    const slug = slugFromTitle('word '.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(180);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('firstFreeSlug', () => {
  it('uses the base, then the lowest free suffix', () => {
    expect(firstFreeSlug('hdb-guide', new Set())).toBe('hdb-guide');
    expect(firstFreeSlug('hdb-guide', new Set(['hdb-guide', 'hdb-guide-2', 'hdb-guide-4']))).toBe('hdb-guide-3');
  });
});
