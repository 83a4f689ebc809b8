import request from 'supertest';
import { UsersPageSchema } from '@app/contracts';
import { UserEntity } from '@app/core';
import { useAppWithAccounts } from '../testing/accounts';

/** GET /api/admin/users at scale: newest first in pages, search over username, full name and e-mail, and the role filter. */
describe('users list', () => {
  const app = useAppWithAccounts();
  let cookie: string;

  beforeAll(async () => {
    cookie = (await app.accounts.create('super_admin')).cookie;
    const em = app.accounts.em.fork();
    const firstCreatedAt = Date.parse('2026-01-05T02:00:00Z');
    for (let index = 0; index < 30; index += 1) {
      const name = `tenant-desk-${String(index).padStart(2, '0')}`;
      const user = new UserEntity({
        username: name,
        email: `${name}@harbourline.test`,
        fullName: index === 7 ? 'Mei Ling Tan' : null,
        role: index < 3 ? 'admin' : 'content_manager',
        passwordHash: 'unused',
      });
      user.createdAt = new Date(firstCreatedAt + index * 60_000);
      em.persist(user);
    }
    em.persist(new UserEntity({ username: 'percent', email: 'rent_100%@agents.test', role: 'content_manager', passwordHash: 'unused' }));
    await em.flush();
  });

  const list = async (query: string) => {
    const response = await request(app.context.server).get(`/api/admin/users?${query}`).set('Cookie', cookie).expect(200);
    return UsersPageSchema.parse(response.body);
  };

  it('answers pages newest first, in a stable order, with the total of matches', async () => {
    const first = await list('q=tenant-desk&pageSize=25');
    const second = await list('q=tenant-desk&pageSize=25&page=2');
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.items.slice(0, 2).map((user) => user.username)).toEqual(['tenant-desk-29', 'tenant-desk-28']);
    expect(first.items).toHaveLength(25);
    expect(second.items.map((user) => user.username)).toEqual(['tenant-desk-04', 'tenant-desk-03', 'tenant-desk-02', 'tenant-desk-01', 'tenant-desk-00']);
    expect(new Set([...first.items, ...second.items].map((user) => user.id)).size).toBe(30);
  });

  it('lists an account just created through the API first', async () => {
    const body = {
      username: 'just-hired',
      email: 'just-hired@harbourline.test',
      password: 'Harbour-view-2025',
      fullName: 'Just Hired',
      role: 'content_manager',
      isActive: true,
    };
    await request(app.context.server).post('/api/admin/users').set('Cookie', cookie).send(body).expect(201);
    expect((await list('')).items[0]?.username).toBe('just-hired');
  });

  it('searches username, full name and e-mail ignoring case, with wildcards taken literally', async () => {
    expect((await list('q=TENANT-DESK-1')).items.map((user) => user.username)).toEqual(Array.from({ length: 10 }, (_, index) => `tenant-desk-1${9 - index}`));
    expect((await list('q=ling%20tan')).items.map((user) => user.username)).toEqual(['tenant-desk-07']);
    expect((await list('q=rent_100%25@')).items.map((user) => user.username)).toEqual(['percent']);
    expect((await list('q=rent%25100')).total).toBe(0);
  });

  it('filters by role, together with the search', async () => {
    const admins = await list('q=tenant-desk&role=admin');
    expect(admins.items.map((user) => [user.username, user.role])).toEqual([
      ['tenant-desk-02', 'admin'],
      ['tenant-desk-01', 'admin'],
      ['tenant-desk-00', 'admin'],
    ]);
  });

  it('answers 400 with a message for a query it cannot use', async () => {
    for (const query of ['page=0', 'pageSize=101', 'role=owner', 'page=two']) {
      const response = await request(app.context.server).get(`/api/admin/users?${query}`).set('Cookie', cookie).expect(400);
      expect(typeof response.body.error).toBe('string');
    }
  });
});
