import { type AdminBlogItem, type ContentDraft, type MediaItem, type PropertyListing } from '@app/contracts';

export function makeDraft(overrides: Partial<ContentDraft> = {}): ContentDraft {
  return {
    id: 'd-1',
    title: 'Asset progression for HDB upgraders',
    content: '<h2>Why upgrade now</h2><p>Rising valuations give many HDB owners room to move to a private condominium.</p>',
    author: 'Sarah Lim',
    contentType: 'blog',
    status: 'draft',
    imageUrl: null,
    featuredImage: null,
    tags: ['HDB'],
    category: null,
    isAutomated: false,
    reviewedBy: 'u-super',
    scheduledFor: null,
    publishedPostId: null,
    version: 1,
    createdAt: '2026-03-02T02:00:00.000Z',
    updatedAt: '2026-03-02T02:00:00.000Z',
    ...overrides,
  };
}

export function makeBlogItem(overrides: Partial<AdminBlogItem> = {}): AdminBlogItem {
  return {
    id: 'p-1',
    title: 'Co-living in Singapore: what operators need',
    slug: 'co-living-in-singapore-what-operators-need',
    status: 'published',
    publishedAt: '2026-02-10T01:00:00.000Z',
    createdAt: '2026-02-09T01:00:00.000Z',
    viewCount: 1280,
    draftId: null,
    ...overrides,
  };
}

export function makePropertyListing(overrides: Partial<PropertyListing> = {}): PropertyListing {
  return {
    id: '2b7f3c1e-0a4d-4e5f-9b6a-7c8d9e0f1a2b',
    reference: 'HL-1005',
    slug: 'tiong-bahru-walk-up',
    title: 'Tiong Bahru walk-up',
    district: 'Tiong Bahru',
    addressLine: 'Eng Hoon Street',
    type: 'hdb',
    bedrooms: 2,
    bathrooms: 1,
    floorAreaSqft: 990,
    monthlyRent: 3400,
    askingPrice: null,
    description: 'A restored pre-war flat near the market.',
    features: ['Heritage facade', 'Near MRT'],
    badge: 'Heritage',
    status: 'available',
    photos: [],
    fallbackImage: null,
    agentId: '8d7c6b5a-4e3f-4a2b-9c1d-0e9f8a7b6c5d',
    featured: true,
    featuredOrder: 1,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeMediaItem(overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    originalFilename: 'marina-view.jpg',
    title: 'Marina Bay view',
    caption: null,
    tags: null,
    url: '/media/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b/1920.webp',
    thumbnailUrl: '/media/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b/thumb.webp',
    mimeType: 'image/jpeg',
    size: 120_000,
    createdAt: '2026-03-01T00:00:00.000Z',
    status: 'ready',
    failureReason: null,
    width: 1920,
    height: 1080,
    variants: [{ width: 1920, height: 1080, url: '/media/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b/1920.webp' }],
    placeholder: null,
    usageCount: 0,
    usage: [],
    ...overrides,
  };
}

/** One page of a paged list's answer: by default the whole list on page 1. */
export function listPage<Item>(items: Item[], { page = 1, pageSize = 20, total = items.length } = {}) {
  return { items, total, page, pageSize };
}

/** The answer of a paged list holding `items` on its only page. */
export function onePage<Item>(items: Item[]) {
  return { items, total: items.length, page: 1, pageSize: 25 };
}
