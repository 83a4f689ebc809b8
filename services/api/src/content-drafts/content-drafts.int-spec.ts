import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  AdminBlogPageSchema,
  CONTENT_MESSAGES,
  ContentDraftPageSchema,
  ContentDraftSchema,
  DashboardStatsSchema,
  type ContentDraftInput,
  MediaPageSchema,
  PublishResultSchema,
} from '@app/contracts';
import { MediaEntity } from '@app/core';
import { type TestAccount, accountFactory } from '../testing/accounts';
import { PostViewCounter } from '../blog/post-view-counter';
import { useTestApp } from '../testing/test-app';

/** What the XSS corpus must leave of itself: nothing that runs. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src="/media/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b/800.webp" onerror="alert(1)">',
  '<a href="javascript:alert(1)">j</a>',
  '<a href="&#106;avascript:alert(1)">e</a>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">styled</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload="alert(1)"></svg>',
  '<img src="https://evil.example/pixel.gif">',
  '<a href="https://example.sg" target="_blank">out</a>',
].join('');
const UNSAFE = /<script|onerror|onclick|onload|javascript:|style=|<iframe|<svg|evil\.example/i;

describe('content drafts and the admin blog', () => {
  let editor: TestAccount;
  let admin: TestAccount;
  const api = () => request(context.server);
  const unique = () => Math.random().toString(36).slice(2, 8);

  const draftBody = (fields: Partial<ContentDraftInput> = {}): ContentDraftInput => ({
    title: `Renting out your HDB flat ${unique()}`,
    content: '<h2>Before you start</h2><p>Check the minimum occupation period and the non-citizen quota.</p>',
    author: 'Mei Ling Tan',
    contentType: 'blog',
    status: 'draft',
    tags: ['HDB', 'Property Management'],
    imageUrl: '/media/11111111-1111-4111-8111-111111111111/800.webp',
    featuredImage: null,
    ...fields,
  });

  const createDraft = async (fields: Partial<ContentDraftInput> = {}, as = editor) =>
    ContentDraftSchema.parse((await api().post('/api/admin/content-drafts').set('Cookie', as.cookie).send(draftBody(fields)).expect(201)).body);

  const updateDraft = (id: string, fields: Partial<ContentDraftInput>, as = editor) =>
    api().put(`/api/admin/content-drafts/${id}`).set('Cookie', as.cookie).send(draftBody(fields));

  const publish = (id: string) => api().post(`/api/admin/content-drafts/${id}/publish`).set('Cookie', editor.cookie);
  const updatePost = (id: string) => api().post(`/api/admin/content-drafts/${id}/update-post`).set('Cookie', editor.cookie);
  const publicPost = (slug: string) => api().get(`/api/blog-posts/${slug}`);
  const publicSlugs = async () => (await api().get('/api/blog-posts').expect(200)).body.map((post: { slug: string }) => post.slug) as string[];
  /** Post views are written a moment after the read (in batches): this writes the ones waiting now. */
  const viewsWritten = () => context.app.get(PostViewCounter).flush();
  const stats = async () => DashboardStatsSchema.parse((await api().get('/api/admin/stats').set('Cookie', editor.cookie).expect(200)).body);

  const approvedAndPublished = async (fields: Partial<ContentDraftInput> = {}) => {
    const draft = await createDraft({ ...fields, status: 'approved' });
    const { post } = PublishResultSchema.parse((await publish(draft.id).expect(200)).body);
    return { draft, post };
  };

  const context = useTestApp({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-drafts` });
  beforeAll(async () => {
    const accounts = await accountFactory(context.app);
    editor = await accounts.create('content_manager');
    admin = await accounts.create('admin');
  });

  describe('access', () => {
    const routes: Array<[string, string]> = [
      ['get', '/api/admin/content-drafts'],
      ['post', '/api/admin/content-drafts'],
      ['get', '/api/admin/content-drafts/00000000-0000-4000-8000-000000000000'],
      ['put', '/api/admin/content-drafts/00000000-0000-4000-8000-000000000000'],
      ['delete', '/api/admin/content-drafts/00000000-0000-4000-8000-000000000000'],
      ['post', '/api/admin/content-drafts/00000000-0000-4000-8000-000000000000/publish'],
      ['post', '/api/admin/content-drafts/00000000-0000-4000-8000-000000000000/update-post'],
      ['post', '/api/admin/content-drafts/generate'],
      ['get', '/api/admin/content-drafts/generate/some-job'],
      ['post', '/api/admin/content/enhance'],
      ['get', '/api/admin/ai/status'],
      ['get', '/api/admin/blog'],
      ['delete', '/api/admin/blog/00000000-0000-4000-8000-000000000000'],
      ['post', '/api/admin/blog/00000000-0000-4000-8000-000000000000/unpublish'],
      ['get', '/api/admin/stats'],
    ];

    it.each(routes)('%s %s answers 401 to anonymous visitors', async (method, path) => {
      const response = await (api() as unknown as Record<string, (path: string) => request.Test>)[method]!(path).send({});
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ statusCode: 401 });
    });

    it.each(['super_admin', 'admin', 'content_manager'] as const)('is open to %s', async (role) => {
      const account =
        role === 'admin' ? admin : role === 'content_manager' ? editor : await accountFactory(context.app).then((accounts) => accounts.create(role));
      for (const path of ['/api/admin/content-drafts', '/api/admin/blog', '/api/admin/stats', '/api/admin/ai/status']) {
        await api().get(path).set('Cookie', account.cookie).expect(200);
      }
    });
  });

  describe('drafts', () => {
    it('creates a draft reviewed by the signed-in user and lists it', async () => {
      const draft = await createDraft();

      expect(draft).toMatchObject({
        status: 'draft',
        reviewedBy: editor.user.id,
        isAutomated: false,
        publishedPostId: null,
        scheduledFor: null,
        category: null,
      });
      const list = ContentDraftPageSchema.parse((await api().get('/api/admin/content-drafts').set('Cookie', editor.cookie).expect(200)).body).items;
      expect(list.map((item) => item.id)).toContain(draft.id);
      const read = await api().get(`/api/admin/content-drafts/${draft.id}`).set('Cookie', editor.cookie).expect(200);
      expect(read.body).toEqual(draft);
    });

    it('sets reviewedBy to whoever saves it last, whatever the body says', async () => {
      const draft = await createDraft();
      const response = await api()
        .put(`/api/admin/content-drafts/${draft.id}`)
        .set('Cookie', admin.cookie)
        .send({ ...draftBody({ title: 'Edited by the admin' }), reviewedBy: editor.user.id })
        .expect(200);
      expect(response.body).toMatchObject({ title: 'Edited by the admin', reviewedBy: admin.user.id });
    });

    it('sanitizes the XSS corpus on create and update', async () => {
      const draft = await createDraft({ content: `<p>Safe text</p>${XSS_CORPUS}` });
      expect(draft.content).not.toMatch(UNSAFE);
      expect(draft.content).toContain('<p>Safe text</p>');
      expect(draft.content).toContain('<img src="/media/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b/800.webp" />');
      expect(draft.content).toContain('<a href="https://example.sg" target="_blank" rel="noopener noreferrer">out</a>');

      const updated = await updateDraft(draft.id, { content: `<h2>Again</h2>${XSS_CORPUS}` }).expect(200);
      expect(updated.body.content).not.toMatch(UNSAFE);
    });

    it('refuses content that is nothing but unsafe markup', async () => {
      const response = await api()
        .post('/api/admin/content-drafts')
        .set('Cookie', editor.cookie)
        .send(draftBody({ content: '<script>alert(1)</script>' }))
        .expect(400);
      expect(response.body.message).toBe(CONTENT_MESSAGES.contentRequired);
    });

    it.each([
      [{ author: '  ' }, CONTENT_MESSAGES.authorRequired],
      [{ tags: ['HDB', 'Wealth', 'Property'] }, CONTENT_MESSAGES.maxTags],
      [{ title: '' }, CONTENT_MESSAGES.titleRequired],
      [{ status: 'scheduled' as const, scheduledFor: null }, CONTENT_MESSAGES.scheduleRequired],
      [{ status: 'scheduled' as const, scheduledFor: '2020-01-01T00:00:00.000Z' }, CONTENT_MESSAGES.scheduleInPast],
    ])('refuses %o with the editor message', async (fields, message) => {
      const response = await api().post('/api/admin/content-drafts').set('Cookie', editor.cookie).send(draftBody(fields)).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message });
    });

    it('needs no author for other content types', async () => {
      const draft = await createDraft({ contentType: 'newsletter', author: null });
      expect(draft.author).toBeNull();
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const response = await api().get(`/api/admin/content-drafts/${id}`).set('Cookie', editor.cookie).expect(404);
        expect(response.body.message).toBe(CONTENT_MESSAGES.draftNotFound);
        await publish(id).expect(404);
      }
    });

    it('deletes a draft', async () => {
      const draft = await createDraft();
      await api().delete(`/api/admin/content-drafts/${draft.id}`).set('Cookie', editor.cookie).expect(200);
      await api().get(`/api/admin/content-drafts/${draft.id}`).set('Cookie', editor.cookie).expect(404);
    });
  });

  describe('publishing', () => {
    it('publishes only an approved draft', async () => {
      for (const status of ['draft', 'review'] as const) {
        const draft = await createDraft({ status });
        const response = await publish(draft.id).expect(409);
        expect(response.body).toMatchObject({ statusCode: 409, message: CONTENT_MESSAGES.notApproved });
      }
    });

    it('creates the live post with a slug from the title and an excerpt, and the public blog shows it at once', async () => {
      const before = await stats();
      const listedBefore = await publicSlugs();
      const title = `Upgrading from HDB to a Condo ${unique()}`;

      const { draft, post } = await approvedAndPublished({ title, content: `<h2>Plan</h2><p>Start with your finances.</p>${XSS_CORPUS}` });

      expect(post.slug).toBe(title.toLowerCase().replace(/ /g, '-'));
      expect(listedBefore).not.toContain(post.slug);
      expect(await publicSlugs()).toContain(post.slug);
      const live = await publicPost(post.slug).expect(200);
      expect(live.body).toMatchObject({
        id: post.id,
        title,
        excerpt: expect.stringMatching(/^Start with your finances\. /),
        author: 'Mei Ling Tan',
        tags: ['HDB', 'Property Management'],
        imageUrl: draft.imageUrl,
      });
      expect(live.body.content).not.toMatch(UNSAFE);
      const linked = await api().get(`/api/admin/content-drafts/${draft.id}`).set('Cookie', editor.cookie).expect(200);
      expect(linked.body.publishedPostId).toBe(post.id);
      const after = await stats();
      expect(after.publishedPosts).toBe(before.publishedPosts + 1);
      expect(after.drafts).toBe(before.drafts + 1);
    });

    it('publishing again updates the same post instead of making a duplicate', async () => {
      const { draft, post } = await approvedAndPublished();
      await updateDraft(draft.id, { title: draft.title, status: 'approved', content: '<p>Second version.</p>' }).expect(200);

      const again = PublishResultSchema.parse((await publish(draft.id).expect(200)).body);

      expect(again.post).toEqual(post);
      expect((await publicPost(post.slug).expect(200)).body.content).toBe('<p>Second version.</p>');
    });

    it('publishes one post when publish is pressed twice at once', async () => {
      const draft = await createDraft({ status: 'approved' });
      const [first, second] = await Promise.all([publish(draft.id), publish(draft.id)]);
      expect(first.body.post).toEqual(second.body.post);
      const posts = AdminBlogPageSchema.parse((await api().get('/api/admin/blog').query({ q: draft.title }).set('Cookie', editor.cookie)).body).items;
      expect(posts.filter((item) => item.title === draft.title)).toHaveLength(1);
    });

    it('gives posts with the same title unique slugs', async () => {
      const title = `Co-living Rules ${unique()}`;
      const base = title.toLowerCase().replace(/ /g, '-');
      const slugs = [];
      for (let index = 0; index < 3; index += 1) slugs.push((await approvedAndPublished({ title })).post.slug);
      expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
    });

    it('update-post fails with "No published blog post found" until the draft is published', async () => {
      const draft = await createDraft({ status: 'approved' });

      const response = await updatePost(draft.id).expect(409);

      expect(response.body).toMatchObject({ statusCode: 409, message: CONTENT_MESSAGES.noPublishedPost });
    });

    it('update-post pushes the draft to its post, keeping the slug', async () => {
      const { draft, post } = await approvedAndPublished();
      await publicPost(post.slug).expect(200);
      await updateDraft(draft.id, { title: 'A New Headline', status: 'approved', content: '<p>Updated advice.</p>', tags: ['Wealth'] }).expect(200);

      const result = PublishResultSchema.parse((await updatePost(draft.id).expect(200)).body);

      expect(result.post).toEqual(post);
      const live = await publicPost(post.slug).expect(200);
      expect(live.body).toMatchObject({ title: 'A New Headline', content: '<p>Updated advice.</p>', excerpt: 'Updated advice.', tags: ['Wealth'] });
    });

    it('update-post needs the draft approved', async () => {
      const { draft } = await approvedAndPublished();
      await updateDraft(draft.id, { status: 'review' }).expect(200);
      expect((await updatePost(draft.id).expect(409)).body.message).toBe(CONTENT_MESSAGES.notApproved);
    });
  });

  describe('admin blog', () => {
    it('lists every post with its status; unpublish hides it from the public site and publish brings it back', async () => {
      const { draft, post } = await approvedAndPublished();
      await publicPost(post.slug).expect(200);

      await api().post(`/api/admin/blog/${post.id}/unpublish`).set('Cookie', editor.cookie).expect(200);

      await publicPost(post.slug).expect(404);
      expect(await publicSlugs()).not.toContain(post.slug);
      await viewsWritten();
      const { items } = AdminBlogPageSchema.parse((await api().get('/api/admin/blog').set('Cookie', editor.cookie).expect(200)).body);
      expect(items.find((item) => item.id === post.id)).toMatchObject({ status: 'draft', publishedAt: null, viewCount: 1 });
      expect((await updatePost(draft.id).expect(409)).body.message).toBe(CONTENT_MESSAGES.noPublishedPost);

      expect(PublishResultSchema.parse((await publish(draft.id).expect(200)).body).post).toEqual(post);
      await publicPost(post.slug).expect(200);
    });

    it('deletes a post for good and unlinks its draft', async () => {
      const { draft, post } = await approvedAndPublished();
      await publicPost(post.slug).expect(200);

      await api().delete(`/api/admin/blog/${post.id}`).set('Cookie', editor.cookie).expect(200);

      await publicPost(post.slug).expect(404);
      const { items } = AdminBlogPageSchema.parse((await api().get('/api/admin/blog').set('Cookie', editor.cookie)).body);
      expect(items.map((item) => item.id)).not.toContain(post.id);
      expect((await api().get(`/api/admin/content-drafts/${draft.id}`).set('Cookie', editor.cookie)).body.publishedPostId).toBeNull();
      await api().delete(`/api/admin/blog/${post.id}`).set('Cookie', editor.cookie).expect(404);
    });
  });

  describe('dashboard stats', () => {
    it('counts views and lists the three most viewed live posts', async () => {
      const { post } = await approvedAndPublished();
      const before = await stats();
      await publicPost(post.slug).set('User-Agent', 'stats-reader').expect(200);
      await viewsWritten();

      const after = await stats();

      expect(after.totalPostViews).toBe(before.totalPostViews + 1);
      expect(after.mostViewed).toHaveLength(3);
      const views = after.mostViewed.map((item) => item.viewCount);
      expect(views).toEqual([...views].sort((a, b) => b - a));
    });
  });

  describe('media usage', () => {
    it('reports the drafts and posts that use a media item, by field', async () => {
      const media = new MediaEntity({ originalFilename: 'living-room.jpg', mimeType: 'image/jpeg', size: 1234 });
      await context.app.get(EntityManager).fork().persistAndFlush(media);
      const image = `/media/${media.id}/800.webp`;
      const { draft, post } = await approvedAndPublished({ imageUrl: image, content: `<p>Bright and airy.</p><img src="${image}" alt="Living room" />` });
      const other = await createDraft({ imageUrl: null, featuredImage: image });

      const { items } = MediaPageSchema.parse((await api().get('/api/admin/media').set('Cookie', editor.cookie).expect(200)).body);

      const item = items.find((entry) => entry.id === media.id);
      expect(item?.usage).toEqual(
        expect.arrayContaining([
          { kind: 'post', id: post.id, title: draft.title, field: 'listingImage' },
          { kind: 'post', id: post.id, title: draft.title, field: 'content' },
          { kind: 'draft', id: draft.id, title: draft.title, field: 'listingImage' },
          { kind: 'draft', id: draft.id, title: draft.title, field: 'content' },
          { kind: 'draft', id: other.id, title: other.title, field: 'featuredImage' },
        ]),
      );
      expect(item?.usage).toHaveLength(5);
    });
  });
});
