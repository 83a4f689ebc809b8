import { mediaIdsIn, mediaReferencedByArticle, mediaReferencedByListing } from './referenced-media';

const M1 = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const M2 = '11111111-1111-4111-8111-111111111111';

describe('mediaIdsIn', () => {
  it('finds every item named anywhere in a body, once each, lower-cased', () => {
    const body = `<img src="/media/${M1}/480.webp"><p>see /media/${M2.toUpperCase()}/800.webp</p><img src="/media/${M1}/800.webp">`;
    expect(mediaIdsIn(body, 'anywhere')).toEqual([M1, M2]);
  });

  it('takes an image field only when it starts with an item’s path', () => {
    expect(mediaIdsIn(`/media/${M1}/800.webp`, 'start')).toEqual([M1]);
    expect(mediaIdsIn(`/images/a.svg#/media/${M1}/800.webp`, 'start')).toEqual([]);
    expect(mediaIdsIn(null, 'start')).toEqual([]);
  });

  it('does not take a longer lookalike id or an id without its folder slash', () => {
    expect(mediaIdsIn(`/media/${M1}0/800.webp /media/${M1}`, 'anywhere')).toEqual([]);
  });
});

describe('mediaReferencedByArticle and mediaReferencedByListing', () => {
  it('reports the listing image, the featured image and inline images, by field', () => {
    const article = { imageUrl: `/media/${M1}/800.webp`, featuredImage: `/media/${M2}/1200.webp`, content: `<p><img src="/media/${M1}/480.webp" /></p>` };
    expect(mediaReferencedByArticle(article)).toEqual([
      { mediaId: M1, field: 'listingImage' },
      { mediaId: M2, field: 'featuredImage' },
      { mediaId: M1, field: 'content' },
    ]);
  });

  it('reports each photo of a listing once', () => {
    expect(mediaReferencedByListing({ photoIds: [M2, M1, M2] })).toEqual([
      { mediaId: M2, field: 'photo' },
      { mediaId: M1, field: 'photo' },
    ]);
  });
});
