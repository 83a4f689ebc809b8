import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { BlogListPageSchema, BlogPostSummaryListSchema } from '@app/contracts';
import { PublicContentCache } from '@app/core';
import { useTestApp } from '../testing/test-app';

/** GET /api/blog-posts paged (decision 018) and GET /api/blog-page with the topic and full-text search on the server. */
describe('public blog list, paged and searched on the server', () => {
  const api = () => request(context.server);
  const run = Date.now().toString(36);
  /** A tag of this run's 30 posts only, in another case than asked: topics match any case. */
  const TAG = `Pagingtopic${run}`;
  const topic = TAG.toLowerCase();
  const WORD = `kelongword${run}`;

  const context = useTestApp();
  beforeAll(async () => {
    // 30 posts of the run's topic, a day apart, newest first by number; the search word in a title, an excerpt and a body.
    await context.app
      .get(EntityManager)
      .getConnection()
      .execute(
        `insert into blog_posts (slug, title, excerpt, content, author, publish_date, tags, category, status)
         select 'paging-${run}-' || i, 'Paging post ' || i || case when i = 7 then ' about ${WORD}' else '' end,
           case when i = 12 then 'Owners ask about ${WORD} often.' else 'An excerpt.' end,
           case when i = 20 then '<p>The body names ${WORD} once, in passing.</p>' else '<p>A body.</p>' end,
           'Test Author', now() - (i || ' days')::interval, array['${TAG}'], null, case when i = 30 then 'draft' else 'published' end
         from generate_series(1, 30) as i`,
      );
    await context.app.get(PublicContentCache).invalidate();
  });

  const slugs = (body: { slug: string }[]) => body.map((post) => post.slug.replace(`paging-${run}-`, ''));

  it('answers SPEC §7 array a page at a time, with Link and X-Total-Count', async () => {
    const first = await api().get(`/api/blog-posts?topic=${TAG}&pageSize=10`).expect(200);
    expect(slugs(BlogPostSummaryListSchema.parse(first.body))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(first.headers['x-total-count']).toBe('29');
    expect(first.headers.link).toBe(`</api/blog-posts?topic=${topic}&page=2&pageSize=10>; rel="next"`);

    const second = await api().get(`/api/blog-posts?topic=${TAG}&pageSize=10&page=2`).expect(200);
    expect(slugs(second.body)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    expect(second.headers.link).toBe(
      `</api/blog-posts?topic=${topic}&page=3&pageSize=10>; rel="next", </api/blog-posts?topic=${topic}&pageSize=10>; rel="prev"`,
    );

    const last = await api().get(`/api/blog-posts?topic=${TAG}&pageSize=10&page=3`).expect(200);
    expect(slugs(last.body)).toEqual(['21', '22', '23', '24', '25', '26', '27', '28', '29']);
    expect(last.headers.link).toBe(`</api/blog-posts?topic=${topic}&page=2&pageSize=10>; rel="prev"`);
  });

  it('answers a page of 12 without parameters, pointing to the next', async () => {
    const response = await api().get('/api/blog-posts').expect(200);
    expect(response.body).toHaveLength(12);
    expect(response.headers.link).toBe('</api/blog-posts?page=2>; rel="next"');
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(35);
    // The answer prepared for the plain address (sent before Express once ready) is the same page, with its headers.
    const again = await api().get('/api/blog-posts').expect(200);
    expect(again.body).toEqual(response.body);
    expect(again.headers.link).toBe(response.headers.link);
  });

  it.each([
    ['pageSize=101', 'pageSize is at most 100'],
    ['pageSize=0', ''],
    ['page=0', 'page starts at 1'],
    ['page=two', 'page must be a number'],
    [`q=${'x'.repeat(201)}`, 'Search text is at most 200 characters'],
  ])('refuses %s with a 400', async (query, message) => {
    const response = await api().get(`/api/blog-posts?${query}`).expect(400);
    expect(JSON.stringify(response.body)).toContain(message);
  });

  it('searches title, excerpt and body as full text, best match first, with the matched words marked', async () => {
    const response = await api().get(`/api/blog-page?q=${WORD}`).expect(200);
    const page = BlogListPageSchema.parse(response.body);
    expect(response.headers['cache-control']).toMatch(/public/);
    // The title weighs most, then the excerpt, then the body; the draft is never found.
    expect(slugs(page.items)).toEqual(['7', '12', '20']);
    expect(page.total).toBe(3);
    expect(page.items[0]?.matched).toEqual({ title: ['Paging post 7 about ', WORD, ''], excerpt: ['An excerpt.'] });
    expect(page.items[1]?.matched?.excerpt).toEqual(['Owners ask about ', WORD, ' often.']);
  });

  it('understands web search syntax and word forms, and finds nothing for a word no post holds', async () => {
    const stems = await api()
      .get(`/api/blog-page?q=${encodeURIComponent(`"ask about ${WORD}"`)}`)
      .expect(200);
    expect(slugs(stems.body.items)).toEqual(['12']);
    const without = await api()
      .get(`/api/blog-page?q=${encodeURIComponent(`${WORD} -owners`)}`)
      .expect(200);
    expect(slugs(without.body.items)).toEqual(['7', '20']);
    const asking = await api().get(`/api/blog-page?q=asking+${WORD}`).expect(200);
    expect(slugs(asking.body.items)).toEqual(['12']);
    const none = await api().get(`/api/blog-page?q=nothing${run}`).expect(200);
    expect(none.body).toMatchObject({ items: [], total: 0 });
  });

  it('applies the topic and the search together, and lists the topics', async () => {
    const response = await api().get(`/api/blog-page?q=${WORD}&topic=${TAG}&pageSize=2`).expect(200);
    const page = BlogListPageSchema.parse(response.body);
    expect(slugs(page.items)).toEqual(['7', '12']);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.topics).toContain(topic);
    const otherTopic = await api().get(`/api/blog-page?q=${WORD}&topic=hdb`).expect(200);
    expect(otherTopic.body.total).toBe(0);
  });

  it('shows a title with markup as text: the marks are the only structure', async () => {
    await context.app
      .get(EntityManager)
      .getConnection()
      .execute(
        `insert into blog_posts (slug, title, excerpt, content, author, publish_date, tags) values (?, ?, 'An excerpt.', '<p>A body.</p>', 'Test Author', now(), '{}')`,
        [`markup-${run}`, `<img src=x onerror=alert(1)> markupword${run}`],
      );
    await context.app.get(PublicContentCache).invalidate();
    const response = await api().get(`/api/blog-page?q=markupword${run}`).expect(200);
    expect(response.body.items[0].matched.title).toEqual(['<img src=x onerror=alert(1)> ', `markupword${run}`, '']);
  });
});
