import { groupMediaUsage } from './group-media-usage';

describe('groupMediaUsage', () => {
  it('gives every item an empty list when nothing uses it', () => {
    expect(groupMediaUsage(['m1', 'm2'], [])).toEqual(
      new Map([
        ['m1', []],
        ['m2', []],
      ]),
    );
  });

  it('groups the places by item, posts first, then drafts, then listings, by title', () => {
    const usage = groupMediaUsage(
      ['m1', 'm2'],
      [
        { mediaId: 'm1', kind: 'property', id: 'l1', title: 'Sentosa Cove villa', field: 'photo' },
        { mediaId: 'm1', kind: 'draft', id: 'd1', title: 'Rental yields in 2026', field: 'content' },
        { mediaId: 'm1', kind: 'draft', id: 'd2', title: 'HDB upgrading guide', field: 'featuredImage' },
        { mediaId: 'm1', kind: 'post', id: 'p1', title: 'Co-living in Tiong Bahru', field: 'listingImage' },
      ],
    );
    expect(usage.get('m1')).toEqual([
      { kind: 'post', id: 'p1', title: 'Co-living in Tiong Bahru', field: 'listingImage' },
      { kind: 'draft', id: 'd2', title: 'HDB upgrading guide', field: 'featuredImage' },
      { kind: 'draft', id: 'd1', title: 'Rental yields in 2026', field: 'content' },
      { kind: 'property', id: 'l1', title: 'Sentosa Cove villa', field: 'photo' },
    ]);
    expect(usage.get('m2')).toEqual([]);
  });

  it('keeps different fields of one post apart, and ignores items it was not asked about', () => {
    const place = { mediaId: 'm2', kind: 'post', id: 'p9', title: 'Marina view', field: 'content' } as const;
    const usage = groupMediaUsage(['m2'], [place, { ...place, field: 'featuredImage' }, { ...place, mediaId: 'other' }]);
    expect(usage.get('m2')?.map((entry) => entry.field)).toEqual(['content', 'featuredImage']);
    expect(usage.has('other')).toBe(false);
  });
});
