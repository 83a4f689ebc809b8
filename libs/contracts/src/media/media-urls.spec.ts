import { isOwnImagePath, mediaFileUrl, mediaIdOfUrl } from './media-urls';

const MEDIA_ID = '0b9f3c1e-4d2a-4c7b-9e1f-2a3b4c5d6e7f';

describe('mediaIdOfUrl', () => {
  it.each(['1920.webp', '320.webp', 'thumb.webp'])('finds the item of its file %s', (file) => {
    expect(mediaIdOfUrl(mediaFileUrl(MEDIA_ID, file))).toBe(MEDIA_ID);
  });

  it.each([
    '/images/blog/blog-1.svg',
    `/media/${MEDIA_ID}/original.jpg`,
    `/media/${MEDIA_ID}/../secret.webp`,
    `/media/not-an-id/1920.webp`,
    `https://example.com/media/${MEDIA_ID}/1920.webp`,
    `/media/${MEDIA_ID}/1920.webp?size=large`,
  ])('ignores %s', (url) => {
    expect(mediaIdOfUrl(url)).toBeNull();
  });
});

describe('isOwnImagePath', () => {
  it.each([mediaFileUrl(MEDIA_ID, '800.webp'), mediaFileUrl(MEDIA_ID, 'thumb.webp'), '/images/services/co-living.svg', '/images/hero.svg'])(
    'accepts %s',
    (src) => {
      expect(isOwnImagePath(src)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'https://tracker.example/pixel.gif',
    '//tracker.example/pixel.gif',
    '/media/../api/admin/users',
    `/media/${MEDIA_ID}/../../api/admin/users`,
    '/images/%2e%2e/api/admin/users',
    '/images/../api/admin/users',
    '/images/hero.svg?track=1',
    '/images/',
    '/media/2026/05/photo.webp',
    '/api/admin/users',
    '/images/a\u0000.svg',
    undefined,
  ])('refuses %s', (src) => {
    expect(isOwnImagePath(src)).toBe(false);
  });
});
