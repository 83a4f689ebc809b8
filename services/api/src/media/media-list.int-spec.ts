import request from 'supertest';
import { MEDIA_PAGE_SIZE, MediaPageSchema } from '@app/contracts';
import { MediaEntity } from '@app/core';
import { useAppWithAccounts } from '../testing/accounts';

/** GET /api/admin/media at scale: the library newest first in pages, searched and filtered on the server. */
describe('media library list', () => {
  const app = useAppWithAccounts();
  let cookie: string;

  beforeAll(async () => {
    cookie = (await app.accounts.create('content_manager')).cookie;
    const em = app.accounts.em.fork();
    const firstCreatedAt = Date.parse('2026-02-01T02:00:00Z');
    for (let index = 0; index < 30; index += 1) {
      const item = new MediaEntity({
        originalFilename: `pool-deck-${String(index).padStart(2, '0')}.jpg`,
        mimeType: index === 4 ? 'image/png' : 'image/jpeg',
        size: 1000 + index,
        title: index === 7 ? 'Marina Crest Penthouse' : null,
        caption: index === 8 ? 'Sunset over the Tanjong Rhu condo pool' : null,
        tags: index < 3 ? ['Sentosa Cove', 'Pool'] : null,
      });
      item.status = index === 29 ? 'processing' : 'ready';
      item.createdAt = new Date(firstCreatedAt + index * 60_000);
      em.persist(item);
    }
    em.persist(new MediaEntity({ originalFilename: 'pool-deck-repair.jpg', mimeType: 'image/jpeg', size: 10, inLibrary: false }));
    em.persist(new MediaEntity({ originalFilename: 'rent_100%.png', mimeType: 'image/png', size: 10 }));
    await em.flush();
  });

  const list = async (query: string) => {
    const response = await request(app.context.server).get(`/api/admin/media?${query}`).set('Cookie', cookie).expect(200);
    return MediaPageSchema.parse(response.body);
  };
  const names = (page: { items: Array<{ originalFilename: string }> }) => page.items.map((item) => item.originalFilename);

  it('answers pages of 24 newest first, in a stable order, with the total of matches and no repair photos', async () => {
    const first = await list('q=pool-deck');
    const second = await list('q=pool-deck&page=2');
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: MEDIA_PAGE_SIZE });
    expect(names(first).slice(0, 2)).toEqual(['pool-deck-29.jpg', 'pool-deck-28.jpg']);
    expect(first.items).toHaveLength(24);
    expect(names(second)).toEqual(['pool-deck-05.jpg', 'pool-deck-04.jpg', 'pool-deck-03.jpg', 'pool-deck-02.jpg', 'pool-deck-01.jpg', 'pool-deck-00.jpg']);
    expect(new Set([...names(first), ...names(second)]).size).toBe(30);
    expect((await list('q=pool-deck&pageSize=100')).items).toHaveLength(30);
  });

  it('searches file name, title, caption, tags and type ignoring case, with wildcards taken literally', async () => {
    expect(names(await list('q=marina%20crest'))).toEqual(['pool-deck-07.jpg']);
    expect(names(await list('q=RHU%20CONDO%20POOL'))).toEqual(['pool-deck-08.jpg']);
    expect(names(await list('q=sentosa'))).toEqual(['pool-deck-02.jpg', 'pool-deck-01.jpg', 'pool-deck-00.jpg']);
    const pngs = await list('q=image/png&pageSize=100');
    expect(pngs.items.every((item) => item.mimeType === 'image/png')).toBe(true);
    expect(names(pngs)).toEqual(expect.arrayContaining(['pool-deck-04.jpg', 'rent_100%.png']));
    expect(names(await list('q=rent_100%25'))).toEqual(['rent_100%.png']);
    expect((await list('q=rent%25100')).total).toBe(0);
  });

  it('filters by status, together with the search: the picker asks for ready images', async () => {
    const ready = await list('q=pool-deck&status=ready&pageSize=100');
    expect(ready.total).toBe(29);
    expect(names(ready)).not.toContain('pool-deck-29.jpg');
    expect(names(await list('q=pool-deck&status=processing'))).toEqual(['pool-deck-29.jpg']);
  });

  it('answers 400 with a message for a query it cannot use', async () => {
    for (const query of ['page=0', 'pageSize=101', 'pageSize=0', 'page=two', 'status=deleted', `q=${'a'.repeat(201)}`]) {
      const response = await request(app.context.server).get(`/api/admin/media?${query}`).set('Cookie', cookie).expect(400);
      expect(typeof response.body.error).toBe('string');
    }
  });

  it('is for signed-in staff only', async () => {
    await request(app.context.server).get('/api/admin/media').expect(401);
  });
});
