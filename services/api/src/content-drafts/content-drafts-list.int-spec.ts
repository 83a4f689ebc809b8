import request from 'supertest';
import { type ContentType, ContentDraftPageSchema, type DraftStatus } from '@app/contracts';
import { useAppWithAccounts } from '../testing/accounts';
import { draftRow } from '../testing/content-drafts';

/** GET /api/admin/content-drafts at scale: last changed first in pages, searched and filtered on the server. */
describe('content drafts list', () => {
  const app = useAppWithAccounts();
  let cookie: string;

  const draft = (title: string, status: DraftStatus, contentType: ContentType, updatedAt: number) => {
    const entity = draftRow({ title, status, contentType });
    entity.updatedAt = new Date(updatedAt);
    return entity;
  };

  beforeAll(async () => {
    cookie = (await app.accounts.create('content_manager')).cookie;
    const em = app.accounts.em.fork();
    const firstChange = Date.parse('2026-03-01T02:00:00Z');
    for (let index = 0; index < 30; index += 1) {
      const status: DraftStatus = index % 3 === 0 ? 'approved' : 'draft';
      const contentType: ContentType = index % 5 === 0 ? 'newsletter' : 'blog';
      em.persist(draft(`Renewal guide ${String(index).padStart(2, '0')}`, status, contentType, firstChange + index * 60_000));
    }
    em.persist(draft('Yield_100% explained', 'review', 'market-report', firstChange));
    await em.flush();
  });

  const list = async (query: string) => {
    const response = await request(app.context.server).get(`/api/admin/content-drafts?${query}`).set('Cookie', cookie).expect(200);
    return ContentDraftPageSchema.parse(response.body);
  };
  const titles = (page: { items: Array<{ title: string }> }) => page.items.map((item) => item.title);

  it('answers pages of 25, the last changed first, in a stable order, with the total of matches', async () => {
    const first = await list('q=renewal%20guide');
    const second = await list('q=renewal%20guide&page=2');
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(titles(first).slice(0, 2)).toEqual(['Renewal guide 29', 'Renewal guide 28']);
    expect(first.items).toHaveLength(25);
    expect(titles(second)).toEqual(['Renewal guide 04', 'Renewal guide 03', 'Renewal guide 02', 'Renewal guide 01', 'Renewal guide 00']);
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(30);
  });

  it('searches titles ignoring case, with wildcards taken literally', async () => {
    expect(titles(await list('q=RENEWAL%20GUIDE%201')).length).toBe(10);
    expect(titles(await list('q=yield_100%25'))).toEqual(['Yield_100% explained']);
    expect((await list('q=yield%25100')).total).toBe(0);
  });

  it('filters by status and content type: a campaign asks for approved newsletters', async () => {
    const approved = await list('q=renewal%20guide&status=approved&pageSize=100');
    expect(approved.total).toBe(10);
    const newsletters = await list('q=renewal%20guide&contentType=newsletter&status=approved&pageSize=100');
    expect(titles(newsletters)).toEqual(['Renewal guide 15', 'Renewal guide 00']);
    expect(newsletters.items.every((item) => item.contentType === 'newsletter' && item.status === 'approved')).toBe(true);
  });

  it('answers 400 with a message for a query it cannot use', async () => {
    for (const query of ['page=0', 'pageSize=101', 'page=two', 'status=published', 'contentType=poem', `q=${'a'.repeat(201)}`]) {
      const response = await request(app.context.server).get(`/api/admin/content-drafts?${query}`).set('Cookie', cookie).expect(400);
      expect(typeof response.body.error).toBe('string');
    }
  });
});
