import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  BlogPostSchema,
  BlogPostSummaryListSchema,
  type ContentDraftInput,
  ContentDraftSchema,
  PublishResultSchema,
  RENDER_REQUEST_HEADER,
} from '@app/contracts';
import { BlogPostEntity, PublicContentCache } from '@app/core';
import { PUBLIC_READ_CACHE_CONTROL } from '../common/prepared-response';
import { type TestAccount, accountFactory } from '../testing/accounts';
import { type RawAnswer, listenOnFreePort, rawRequest } from '../testing/raw-http';
import { RenderRequests } from '../common/render-requests';
import { useTestApp } from '../testing/test-app';
import { BlogPostsService } from './blog-posts.service';
import { PostViewCounter } from './post-view-counter';

const SEEDED_SLUG = 'upgrading-from-hdb-to-condominium-plan';
const PUBLIC_READS = ['/api/blog-posts', '/api/blog-posts/recent', `/api/blog-posts/${SEEDED_SLUG}`];
/** Headers that describe the connection or the moment, not the answer. */
const PER_EXCHANGE = new Set(['date', 'connection', 'keep-alive']);

/** The answer's headers without those of the connection: what must not depend on the path that served it. */
const answerHeaders = (answer: RawAnswer) => Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !PER_EXCHANGE.has(name)));

describe('prepared public blog reads', () => {
  let editor: TestAccount;
  const api = () => request(context.server);
  const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(context.server, path, { headers, method });
  const invalidate = () => context.app.get(PublicContentCache).invalidate();

  const context = useTestApp({ TRUST_PROXY_HOPS: '1' });
  beforeAll(async () => {
    await listenOnFreePort(context.server);
    editor = await (await accountFactory(context.app)).create('content_manager');
  });

  describe('caching headers', () => {
    it.each(PUBLIC_READS)('%s may be kept by browsers (revalidating) and CDNs, per encoding, with an ETag', async (path) => {
      const answer = await raw(path);
      expect(answer.status).toBe(200);
      expect(answer.headers).toMatchObject({ 'cache-control': PUBLIC_READ_CACHE_CONTROL, vary: 'Accept-Encoding', etag: expect.stringMatching(/^"[\w-]+"$/) });
    });

    it.each(['/api/auth/me', '/api/admin/blog', '/api/admin/users', '/api/admin/content-drafts', '/api/admin/stats'])(
      '%s, which depends on the session, is never stored',
      async (path) => {
        const admin = path === '/api/admin/users' ? await (await accountFactory(context.app)).create('admin') : editor;
        const response = await api().get(path).set('Cookie', admin.cookie).expect(200);
        expect(response.headers['cache-control']).toBe('no-store');
      },
    );

    it('keeps no-store on the errors of public reads and on the other public calls', async () => {
      expect((await api().get('/api/blog-posts/no-such-post').expect(404)).headers['cache-control']).toBe('no-store');
      expect((await api().get('/api/blog-posts/recommended/all').expect(200)).headers['cache-control']).toBe('no-store');
      expect((await api().get('/api/auth/me').expect(401)).headers['cache-control']).toBe('no-store');
    });
  });

  describe('ETag', () => {
    it.each(PUBLIC_READS)('%s answers 304 with no body to a client holding its ETag, in any encoding', async (path) => {
      const { headers } = await raw(path, { 'accept-encoding': 'gzip' });
      const notModified = await raw(path, { 'if-none-match': String(headers.etag), 'accept-encoding': 'br' });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers).toMatchObject({ 'cache-control': PUBLIC_READ_CACHE_CONTROL, etag: expect.stringMatching(/-br"$/) });
    });

    it('answers HEAD with the headers of GET and no body', async () => {
      const get = await raw('/api/blog-posts', { 'accept-encoding': 'br' });
      const head = await raw('/api/blog-posts', { 'accept-encoding': 'br' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(answerHeaders(head)).toEqual(answerHeaders(get));
    });
  });

  describe('encodings', () => {
    it.each(PUBLIC_READS)('%s sends brotli, gzip and identity bodies that decode to the same JSON', async (path) => {
      const [br, gzip, identity] = await Promise.all([
        raw(path, { 'accept-encoding': 'gzip, deflate, br' }),
        raw(path, { 'accept-encoding': 'gzip, deflate' }),
        raw(path, { 'accept-encoding': 'identity' }),
      ]);
      expect([br.headers['content-encoding'], gzip.headers['content-encoding'], identity.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
      expect(brotliDecompressSync(br.body)).toEqual(identity.body);
      expect(gunzipSync(gzip.body)).toEqual(identity.body);
      expect(() => JSON.parse(identity.body.toString('utf8'))).not.toThrow();
      for (const answer of [br, gzip, identity]) expect(answer.headers['content-length']).toBe(String(answer.body.length));
    });

    it('sends the same bytes and headers whether Nest prepares the answer or it was ready before Express', async () => {
      const service = context.app.get(BlogPostsService);
      const preparing = jest.spyOn(service, 'preparedList');
      try {
        await invalidate();
        // The first read after a change goes through Express, the compression middleware and Nest, which prepare it;
        // the next is sent before Express from what they prepared.
        const throughNest = await raw('/api/blog-posts', { 'accept-encoding': 'gzip' });
        const early = await raw('/api/blog-posts', { 'accept-encoding': 'gzip' });
        expect(preparing).toHaveBeenCalledTimes(1);
        expect(answerHeaders(early)).toEqual(answerHeaders(throughNest));
        expect(early.body).toEqual(throughNest.body);
        // Compressed once only, by the preparation (the middleware leaves an answer with a Content-Encoding alone).
        expect(JSON.parse(gunzipSync(throughNest.body).toString('utf8'))).toEqual(expect.any(Array));
      } finally {
        preparing.mockRestore();
      }
    });
  });

  describe('a publish', () => {
    const draft = (fields: Partial<ContentDraftInput>): ContentDraftInput => ({
      title: `Tenancy renewals in Singapore ${Date.now().toString(36)}`,
      content: '<h2>Renewing</h2><p>Start two months before the lease ends.</p>',
      author: 'Mei Ling Tan',
      contentType: 'blog',
      status: 'approved',
      tags: ['Tenancy'],
      imageUrl: null,
      featuredImage: null,
      ...fields,
    });

    it('changes the ETag and body of the list and of its post at once, and an unpublish too', async () => {
      const before = await raw('/api/blog-posts');
      expect((await raw('/api/blog-posts', { 'if-none-match': String(before.headers.etag) })).status).toBe(304);

      const created = ContentDraftSchema.parse((await api().post('/api/admin/content-drafts').set('Cookie', editor.cookie).send(draft({}))).body);
      const { post } = PublishResultSchema.parse(
        (await api().post(`/api/admin/content-drafts/${created.id}/publish`).set('Cookie', editor.cookie).expect(200)).body,
      );

      const after = await raw('/api/blog-posts', { 'if-none-match': String(before.headers.etag) });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(BlogPostSummaryListSchema.parse(JSON.parse(after.body.toString('utf8'))).map((summary) => summary.slug)).toContain(post.slug);
      const read = await raw(`/api/blog-posts/${post.slug}`);
      expect(BlogPostSchema.parse(JSON.parse(read.body.toString('utf8'))).title).toBe(created.title);

      await api().post(`/api/admin/blog/${post.id}/unpublish`).set('Cookie', editor.cookie).expect(200);
      expect((await raw(`/api/blog-posts/${post.slug}`)).status).toBe(404);
      const unpublished = await raw('/api/blog-posts', { 'if-none-match': String(after.headers.etag) });
      expect(unpublished.status).toBe(200);
      expect(unpublished.body.toString('utf8')).not.toContain(post.slug);
    });
  });

  describe('views', () => {
    it('counts every visitor of a prepared post once, none lost, written a moment after the answers', async () => {
      const em = context.app.get(EntityManager).fork();
      const { id } = await em.findOneOrFail(BlogPostEntity, { slug: SEEDED_SLUG });
      const viewCount = async () => (await em.fork().findOneOrFail(BlogPostEntity, { id })).viewCount;
      await context.app.get(PostViewCounter).flush();
      const before = await viewCount();

      const addresses = Array.from({ length: 40 }, (_, index) => `198.51.100.${index + 1}`);
      const reads = [...addresses, ...addresses].map((address) => raw(`/api/blog-posts/${SEEDED_SLUG}`, { 'x-forwarded-for': address }));
      expect((await Promise.all(reads)).map((answer) => answer.status)).toEqual(reads.map(() => 200));
      await context.app.get(PostViewCounter).flush();

      expect((await viewCount()) - before).toBe(addresses.length);
    });

    it("counts no view for the server render's own reads of the post (its page request counted one)", async () => {
      const em = context.app.get(EntityManager).fork();
      const { id } = await em.findOneOrFail(BlogPostEntity, { slug: SEEDED_SLUG });
      const counter = context.app.get(PostViewCounter);
      await counter.flush();
      const render = { ...context.app.get(RenderRequests).headers(), 'x-forwarded-for': '198.51.100.200' };
      await api().get(`/api/blog-posts/${SEEDED_SLUG}`).set(render).expect(200);
      await api().get(`/api/blog-posts/${SEEDED_SLUG}`).set(render).expect(200);
      expect(counter.waiting).toBe(0);
      await api()
        .get(`/api/blog-posts/${SEEDED_SLUG}`)
        .set({ [RENDER_REQUEST_HEADER]: 'a-guess-of-the-token-that-is-not-it' })
        .expect(200);
      expect(counter.waiting).toBe(1);
      await counter.flush();
      expect((await em.fork().findOneOrFail(BlogPostEntity, { id })).viewCount).toBeGreaterThan(0);
    });
  });
});
