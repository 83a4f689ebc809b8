import type { MediaItem } from '@app/contracts';

/** A processed image as GET /api/admin/media lists it. */
export function makeMediaItem(overrides: Partial<MediaItem> = {}): MediaItem {
  const id = overrides.id ?? 'm-pool';
  return {
    id,
    originalFilename: 'pool-deck.jpg',
    title: 'Pool deck',
    caption: 'The pool deck at dusk',
    tags: ['property', 'featured'],
    url: `/media/${id}/1280.webp`,
    thumbnailUrl: `/media/${id}/thumb.webp`,
    mimeType: 'image/jpeg',
    size: 250_880,
    createdAt: '2026-03-05T04:34:00.000Z',
    status: 'ready',
    failureReason: null,
    width: 1280,
    height: 960,
    variants: [
      { width: 640, height: 480, url: `/media/${id}/640.webp` },
      { width: 1280, height: 960, url: `/media/${id}/1280.webp` },
    ],
    placeholder: 'data:image/webp;base64,UklGRg==',
    usageCount: 0,
    usage: [],
    ...overrides,
  };
}

/** An item the worker has not finished yet. */
export function makeProcessingItem(overrides: Partial<MediaItem> = {}): MediaItem {
  return makeMediaItem({ url: null, thumbnailUrl: null, status: 'processing', width: null, height: null, variants: [], placeholder: null, ...overrides });
}

/** Images chosen in a file input. */
export function imageFile(name = 'lobby.png', size = 2048, type = 'image/png'): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** jsdom has no object URLs; the previews get placeholders. */
export function stubObjectUrls() {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
}
