import { findMediaReferences } from './media-references';

const media = [
  { mediaId: 'm1', pathPrefix: '/media/m1/' },
  { mediaId: 'm2', pathPrefix: '/media/m2/' },
];

describe('findMediaReferences', () => {
  it('reports the listing image, the featured image and inline images, per media item', () => {
    const items = [
      { id: 'd1', title: 'HDB guide', imageUrl: '/media/m1/800.webp', featuredImage: '/media/m2/1200.webp', content: '<p><img src="/media/m1/480.webp" /></p>' },
      { id: 'd2', title: 'Unrelated', imageUrl: '/images/services/luxury.svg', featuredImage: null, content: '<p>/media/m11/ is another item</p>' },
    ];

    expect(findMediaReferences(items, media)).toEqual([
      { mediaId: 'm1', id: 'd1', title: 'HDB guide', field: 'listingImage' },
      { mediaId: 'm1', id: 'd1', title: 'HDB guide', field: 'content' },
      { mediaId: 'm2', id: 'd1', title: 'HDB guide', field: 'featuredImage' },
    ]);
  });
});
