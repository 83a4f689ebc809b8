import { aggregateMediaUsage } from './aggregate-media-usage';
import type { FoundMediaUsage, MediaUsageQuery, MediaUsageSource } from './media-usage-source';

const queries: MediaUsageQuery[] = [
  { mediaId: 'm1', pathPrefix: '/media/m1/' },
  { mediaId: 'm2', pathPrefix: '/media/m2/' },
];

function source(found: FoundMediaUsage[]): MediaUsageSource & { findUsages: jest.Mock } {
  return { findUsages: jest.fn(async () => found) };
}

describe('aggregateMediaUsage', () => {
  it('gives every item an empty list when there is no source', async () => {
    const usage = await aggregateMediaUsage([], queries);
    expect(usage).toEqual(new Map([['m1', []], ['m2', []]]));
  });

  it('asks each source about all items at once and groups the places by item, posts first, by title', async () => {
    const drafts = source([
      { mediaId: 'm1', kind: 'draft', id: 'd1', title: 'Rental yields in 2026', field: 'content' },
      { mediaId: 'm1', kind: 'draft', id: 'd2', title: 'HDB upgrading guide', field: 'featuredImage' },
    ]);
    const posts = source([{ mediaId: 'm1', kind: 'post', id: 'p1', title: 'Co-living in Tiong Bahru', field: 'listingImage' }]);

    const usage = await aggregateMediaUsage([drafts, posts], queries);

    expect(drafts.findUsages).toHaveBeenCalledWith(queries);
    expect(posts.findUsages).toHaveBeenCalledWith(queries);
    expect(usage.get('m1')).toEqual([
      { kind: 'post', id: 'p1', title: 'Co-living in Tiong Bahru', field: 'listingImage' },
      { kind: 'draft', id: 'd2', title: 'HDB upgrading guide', field: 'featuredImage' },
      { kind: 'draft', id: 'd1', title: 'Rental yields in 2026', field: 'content' },
    ]);
    expect(usage.get('m2')).toEqual([]);
  });

  it('lists a place once even when it is reported twice, and keeps different fields of one post apart', async () => {
    const place = { mediaId: 'm2', kind: 'post', id: 'p9', title: 'Marina view', field: 'content' } as const;
    const usage = await aggregateMediaUsage([source([place, place, { ...place, field: 'featuredImage' }])], queries);
    expect(usage.get('m2')?.map((entry) => entry.field)).toEqual(['content', 'featuredImage']);
  });

  it('ignores places of items it was not asked about, and asks nothing for no items', async () => {
    const stray = source([{ mediaId: 'other', kind: 'post', id: 'p1', title: 'Elsewhere', field: 'content' }]);
    expect((await aggregateMediaUsage([stray], queries)).has('other')).toBe(false);
    stray.findUsages.mockClear();
    expect(await aggregateMediaUsage([stray], [])).toEqual(new Map());
    expect(stray.findUsages).not.toHaveBeenCalled();
  });
});
