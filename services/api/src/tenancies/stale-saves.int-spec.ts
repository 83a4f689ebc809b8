import request from 'supertest';
import { OWNER_MESSAGES, OwnerSchema, TENANCY_MESSAGES, TenancySchema } from '@app/contracts';
import { useAppWithAccounts } from '../testing/accounts';

/** Two staff editing the same owner or tenancy: the save based on the older version is refused, not written over the other. */
describe('stale saves of owners and tenancies', () => {
  const app = useAppWithAccounts({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-stale-saves` });
  const api = () => request(app.context.server);
  const unique = () => Math.random().toString(36).slice(2, 8);

  const ownerBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Lim Wei Jie',
    email: `owner-${unique()}@example.sg`,
    phone: '9876 5432',
    units: [{ address: `${unique()} Marine Parade Road #08-12`, managementFeePercent: 8.5 }],
    ...overrides,
  });
  const tenancyBody = (overrides: Record<string, unknown> = {}) => ({
    address: `${unique()} Amber Road #03-04`,
    tenantName: 'Tan Mei Ling',
    tenantEmail: `tenant-${unique()}@example.sg`,
    tenantPhone: '9123 4567',
    leaseStart: '2026-01-01',
    leaseEnd: '2027-12-31',
    monthlyRent: 3200,
    ...overrides,
  });

  /** A record an admin created (at version 1), and a save of it with changes to the body it was created with. */
  async function editing<T extends { id: string; version: number }>(path: string, body: Record<string, unknown>, schema: { parse: (value: unknown) => T }) {
    const staff = await app.accounts.create('admin');
    const created = schema.parse((await api().post(path).set('Cookie', staff.cookie).send(body).expect(201)).body);
    expect(created.version).toBe(1);
    const put = (changes: Record<string, unknown>) =>
      api()
        .put(`${path}/${created.id}`)
        .set('Cookie', staff.cookie)
        .send({ ...body, ...changes });
    const stored = async () => schema.parse((await api().get(`${path}/${created.id}`).set('Cookie', staff.cookie).expect(200)).body);
    return { staff, created, put, stored };
  }

  it('an owner: each save raises the version, an older one answers 409 stale and changes nothing, none sent is not checked', async () => {
    const { put, stored } = await editing('/api/admin/owners', ownerBody(), OwnerSchema);
    const first = OwnerSchema.parse((await put({ name: 'Lim Wei Jie Daniel', version: 1 }).expect(200)).body);
    expect(first.version).toBe(2);
    const refused = await put({ phone: '9000 0000', version: 1 }).expect(409);
    expect(refused.body).toEqual({ statusCode: 409, error: OWNER_MESSAGES.stale, message: OWNER_MESSAGES.stale, stale: true });
    expect(await stored()).toMatchObject({ name: 'Lim Wei Jie Daniel', phone: '+65 9876 5432', version: 2 });

    expect(OwnerSchema.parse((await put({ name: 'Lim Wei Jie' }).expect(200)).body).version).toBe(3);
    expect((await put({ version: 'two' }).expect(400)).body.issues).toEqual([{ path: 'version', message: 'The version must be a number' }]);
  });

  it('an owner: of two saves of the same version sent at once, one is written and the other answers 409 stale', async () => {
    const { put, stored } = await editing('/api/admin/owners', ownerBody(), OwnerSchema);
    const saves = await Promise.all(['Lim Wei Jie A', 'Lim Wei Jie B'].map((name) => put({ name, version: 1 })));
    expect(saves.map((save) => save.status).sort()).toEqual([200, 409]);
    const written = saves.find((save) => save.status === 200)?.body as { name: string };
    expect(await stored()).toMatchObject({ name: written.name, version: 2 });
  });

  it('a tenancy: an older version answers 409 stale and changes nothing, and inviting the tenant does not raise it', async () => {
    const { staff, created, put, stored } = await editing('/api/admin/tenancies', tenancyBody(), TenancySchema);
    expect(TenancySchema.parse((await put({ monthlyRent: 3300, version: 1 }).expect(200)).body).version).toBe(2);
    const refused = await put({ monthlyRent: 3400, version: 1 }).expect(409);
    expect(refused.body).toEqual({ statusCode: 409, error: TENANCY_MESSAGES.stale, message: TENANCY_MESSAGES.stale, stale: true });
    await api().post(`/api/admin/tenancies/${created.id}/invite`).set('Cookie', staff.cookie).expect(200);
    expect(await stored()).toMatchObject({ monthlyRent: 3300, version: 2 });
    expect(TenancySchema.parse((await put({ monthlyRent: 3400, version: 2 }).expect(200)).body)).toMatchObject({ monthlyRent: 3400, version: 3 });
  });
});
