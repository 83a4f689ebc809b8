import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { BlogPostSchema, BlogPostSummaryListSchema, mediaFileUrl } from '@app/contracts';
import { BlogPostEntity, MediaEntity, PublicContentCache } from '@app/core';
import { accountFactory } from '../testing/accounts';
import { createTestApp, useTestApp } from '../testing/test-app';
import { PostViewCounter } from './post-view-counter';

const SEEDED_SLUG = 'upgrading-from-hdb-to-condominium-plan';

describe('public blog API', () => {
  let em: EntityManager;
  const api = () => request(context.server);
  const suffix = Date.now().toString(36);

  const addPost = async (fields: Partial<ConstructorParameters<typeof BlogPostEntity>[0]> & { slug: string }) => {
    const post = new BlogPostEntity({
      title: `Test post ${fields.slug}`,
      excerpt: 'An excerpt for the test post.',
      content: '<p>Body of the test post.</p>',
      author: 'Test Author',
      publishDate: new Date('2020-01-01T00:00:00Z'),
      ...fields,
    });
    await em.fork().persistAndFlush(post);
    await context.app.get(PublicContentCache).invalidate();
    return post;
  };

  const context = useTestApp({ TRUST_PROXY_HOPS: '1' });
  beforeAll(async () => {
    em = context.app.get(EntityManager);
  });

  /** Every published post's summary, page by page (other test files share the database and add newer posts). */
  const allSummaries = async () => {
    const summaries = [];
    for (let page = 1; ; page += 1) {
      const response = await api().get('/api/blog-posts').query({ page, pageSize: 100 }).expect(200);
      summaries.push(...BlogPostSummaryListSchema.parse(response.body));
      if (!String(response.headers.link ?? '').includes('rel="next"')) return summaries;
    }
  };

  it('lists the seeded published posts newest first, without bodies, to anyone', async () => {
    const response = await api().get('/api/blog-posts').expect(200);
    const posts = BlogPostSummaryListSchema.parse(response.body);
    expect((await allSummaries()).map((post) => post.slug)).toEqual(expect.arrayContaining([SEEDED_SLUG, 'subletting-your-hdb-flat-rules-and-tenancy']));
    const dates = posts.map((post) => post.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(response.body[0]).not.toHaveProperty('content');
  });

  it('never shows a draft, in lists or by slug', async () => {
    const draft = await addPost({ slug: `draft-${suffix}`, status: 'draft', publishDate: new Date() });
    const list = await api().get('/api/blog-posts').expect(200);
    expect(list.body.map((post: { slug: string }) => post.slug)).not.toContain(draft.slug);
    const single = await api().get(`/api/blog-posts/${draft.slug}`).expect(404);
    expect(single.body).toMatchObject({ statusCode: 404, error: 'Blog post not found' });
  });

  it('answers the three newest posts as recent', async () => {
    const [all, recent] = await Promise.all([api().get('/api/blog-posts'), api().get('/api/blog-posts/recent')]);
    expect(BlogPostSummaryListSchema.parse(recent.body)).toHaveLength(3);
    expect(recent.body.map((post: { id: string }) => post.id)).toEqual(all.body.slice(0, 3).map((post: { id: string }) => post.id));
  });

  it('reads one post with its sanitized body and featured image', async () => {
    const response = await api().get(`/api/blog-posts/${SEEDED_SLUG}`).expect(200);
    const post = BlogPostSchema.parse(response.body);
    expect(post).toMatchObject({
      title: 'Upgrading from an HDB Flat to a Condominium: A Practical Plan',
      imageUrl: '/images/blog/blog-1.svg',
      featuredImage: '/images/blog/blog-1.svg',
      tags: ['HDB', 'Asset Progression'],
      category: 'Asset Progression',
    });
    expect(post.content).toContain('<h2>');
    expect(post.content).not.toMatch(/<script|onerror=/i);
  });

  it('answers an unknown slug with a JSON 404', async () => {
    const response = await api().get('/api/blog-posts/no-such-post').expect(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body.error).toBe('Blog post not found');
  });

  describe('recommended posts', () => {
    it('matches a tag or category, ignoring case, and leaves out the post being read', async () => {
      const reading = (await api().get(`/api/blog-posts/${SEEDED_SLUG}`)).body as { id: string };
      const response = await api().get(`/api/blog-posts/recommended/hdb?limit=3&excludeId=${reading.id}`).expect(200);
      const posts = BlogPostSummaryListSchema.parse(response.body);
      expect(posts.length).toBeGreaterThanOrEqual(1);
      expect(posts.map((post) => post.id)).not.toContain(reading.id);
      for (const post of posts) expect([...post.tags, post.category ?? ''].map((topic) => topic.toLowerCase())).toContain('hdb');
    });

    it('matches by category when the post has no such tag', async () => {
      const post = await addPost({ slug: `category-only-${suffix}`, tags: [], category: `Niche ${suffix}` });
      const response = await api()
        .get(`/api/blog-posts/recommended/${encodeURIComponent(`niche ${suffix}`)}`)
        .expect(200);
      expect(response.body.map((found: { id: string }) => found.id)).toEqual([post.id]);
    });

    it("takes any post for 'all', honours the limit and defaults it to 3", async () => {
      const limited = await api().get('/api/blog-posts/recommended/all?limit=2').expect(200);
      expect(limited.body).toHaveLength(2);
      const byDefault = await api().get('/api/blog-posts/recommended/all').expect(200);
      expect(byDefault.body).toHaveLength(3);
    });

    it('refuses a topic longer than any tag or category with 400, so the cache cannot be flooded', async () => {
      const response = await api()
        .get(`/api/blog-posts/recommended/${'x'.repeat(61)}`)
        .expect(400);
      expect(response.body.error).toBe('A topic is at most 60 characters');
    });

    it('answers an empty list for an unknown topic and ignores an excludeId that is not a post id', async () => {
      await api().get('/api/blog-posts/recommended/no-such-topic').expect(200, []);
      await api().get('/api/blog-posts/recommended/all?excludeId=not-a-uuid').expect(200);
    });

    it('refuses a limit out of range with 400', async () => {
      const response = await api().get('/api/blog-posts/recommended/all?limit=0').expect(400);
      expect(typeof response.body.error).toBe('string');
    });
  });

  describe('view counting', () => {
    /** The count once the views waiting in memory are written (they are within a second anyway). */
    const viewCount = async (id: string) => {
      await context.app.get(PostViewCounter).flush();
      return (await em.fork().findOneOrFail(BlogPostEntity, { id })).viewCount;
    };
    const read = (slug: string, address: string, userAgent = 'Mozilla/5.0 Test') =>
      api().get(`/api/blog-posts/${slug}`).set('X-Forwarded-For', address).set('User-Agent', userAgent).expect(200);

    it('counts a visitor once per day, however often they reload', async () => {
      const post = await addPost({ slug: `viewed-${suffix}` });
      await Promise.all([read(post.slug, '198.18.0.1'), read(post.slug, '198.18.0.1'), read(post.slug, '198.18.0.1')]);
      expect(await viewCount(post.id)).toBe(1);
    });

    it('counts different visitors separately', async () => {
      const post = await addPost({ slug: `visitors-${suffix}` });
      await read(post.slug, '198.18.0.2');
      await read(post.slug, '198.18.0.3');
      await read(post.slug, '198.18.0.3', 'Another browser');
      expect(await viewCount(post.id)).toBe(3);
    });

    it('writes the views waiting in memory when the API stops', async () => {
      const post = await addPost({ slug: `stopping-${suffix}` });
      // Passport keeps one 'jwt' strategy per process, the last app's: the same secret keeps the other sessions valid.
      const stopping = await createTestApp({ TRUST_PROXY_HOPS: '1', JWT_SECRET: context.config.JWT_SECRET });
      const reads = ['198.18.1.1', '198.18.1.2', '198.18.1.3'].map((address) =>
        request(stopping.server).get(`/api/blog-posts/${post.slug}`).set('X-Forwarded-For', address).expect(200),
      );
      await Promise.all(reads);
      expect(stopping.app.get(PostViewCounter).waiting).toBe(3);
      await stopping.app.close();
      expect((await em.fork().findOneOrFail(BlogPostEntity, { id: post.id })).viewCount).toBe(3);
    });

    it('does not count list reads', async () => {
      const post = await addPost({ slug: `listed-${suffix}` });
      await api().get('/api/blog-posts').expect(200);
      await api().get(`/api/blog-posts/recommended/all?limit=12`).expect(200);
      expect(await viewCount(post.id)).toBe(0);
    });
  });

  describe('media library images', () => {
    const PLACEHOLDER = 'data:image/webp;base64,AA==';
    /** A media row as the worker leaves it: ready, with two variants and a placeholder. */
    const addReadyMedia = async () => {
      const item = new MediaEntity({ originalFilename: 'harbour-view.jpg', mimeType: 'image/jpeg', size: 2048 });
      Object.assign(item, {
        status: 'ready',
        width: 1280,
        height: 853,
        placeholder: PLACEHOLDER,
        variants: [
          { width: 320, height: 213 },
          { width: 1280, height: 853 },
        ],
      });
      await em.fork().persistAndFlush(item);
      return item;
    };
    const summaryOf = async (slug: string) => (await allSummaries()).find((post) => post.slug === slug);

    it("gives a post whose images are a ready media item's files that item's variants, size and placeholder", async () => {
      const media = await addReadyMedia();
      const post = await addPost({
        slug: `media-image-${suffix}`,
        imageUrl: mediaFileUrl(media.id, '1280.webp'),
        featuredImage: mediaFileUrl(media.id, '320.webp'),
      });
      const expected = {
        url: `/media/${media.id}/1280.webp`,
        width: 1280,
        height: 853,
        placeholder: PLACEHOLDER,
        variants: [
          { width: 320, height: 213, url: `/media/${media.id}/320.webp` },
          { width: 1280, height: 853, url: `/media/${media.id}/1280.webp` },
        ],
      };
      expect((await summaryOf(post.slug))?.imageSource).toEqual(expected);
      const read = BlogPostSchema.parse((await api().get(`/api/blog-posts/${post.slug}`).expect(200)).body);
      expect(read).toMatchObject({ imageSource: expected, featuredImageSource: expected });
    });

    it('gives static images, unknown items and items not ready no image source', async () => {
      const processing = new MediaEntity({ originalFilename: 'pending.png', mimeType: 'image/png', size: 1024 });
      await em.fork().persistAndFlush(processing);
      const post = await addPost({
        slug: `static-image-${suffix}`,
        imageUrl: mediaFileUrl(processing.id, '1920.webp'),
        featuredImage: mediaFileUrl('0b9f3c1e-4d2a-4c7b-9e1f-2a3b4c5d6e7f', '1920.webp'),
      });
      expect((await summaryOf(post.slug))?.imageSource).toBeNull();
      expect((await api().get(`/api/blog-posts/${post.slug}`).expect(200)).body).toMatchObject({ imageSource: null, featuredImageSource: null });
      const seeded = (await api().get(`/api/blog-posts/${SEEDED_SLUG}`).expect(200)).body;
      expect(seeded).toMatchObject({ imageUrl: '/images/blog/blog-1.svg', imageSource: null, featuredImageSource: null });
    });

    it('stops offering the variants of an item once it is deleted, cache included', async () => {
      const media = await addReadyMedia();
      const post = await addPost({ slug: `deleted-media-${suffix}`, imageUrl: mediaFileUrl(media.id, '1280.webp') });
      expect((await summaryOf(post.slug))?.imageSource).not.toBeNull();
      const staff = await (await accountFactory(context.app)).create('content_manager');
      await api().delete(`/api/admin/media/${media.id}`).set('Cookie', staff.cookie).expect(200);
      expect((await summaryOf(post.slug))?.imageSource).toBeNull();
    });
  });

  describe('cache', () => {
    it('serves a change only after invalidate(), on every API process', async () => {
      const other = await createTestApp();
      try {
        const post = await addPost({ slug: `cached-${suffix}`, title: 'Before' });
        await request(other.server).get(`/api/blog-posts/${post.slug}`).expect(200);
        await em.fork().nativeUpdate(BlogPostEntity, { id: post.id }, { title: 'After' });
        expect((await request(other.server).get(`/api/blog-posts/${post.slug}`)).body.title).toBe('Before');
        await context.app.get(PublicContentCache).invalidate();
        expect((await request(other.server).get(`/api/blog-posts/${post.slug}`)).body.title).toBe('After');
      } finally {
        await other.app.close();
      }
    });
  });
});
