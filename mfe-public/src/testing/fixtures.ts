import type { BlogPost } from '@app/contracts';

export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 'p1',
    slug: 'hdb-subletting-guide',
    title: 'Subletting Your HDB Flat',
    excerpt: 'Rules, approvals and a smooth tenancy.',
    author: 'Mei Ling Tan',
    publishDate: '2025-03-05T02:00:00.000Z',
    imageUrl: '/images/blog/blog-6.svg',
    featuredImage: '/images/blog/blog-6.svg',
    tags: ['HDB', 'Property Management'],
    category: 'Guides',
    content: '<p>Before you sublet, check your minimum occupation period.</p>',
    ...overrides,
  };
}
