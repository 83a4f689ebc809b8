import request from 'supertest';
import { CEA_MESSAGES, PERMISSION_MESSAGES, type Role, UserResultSchema, UsersPageSchema } from '@app/contracts';
import { AuditLogEntity } from '@app/core';
import { type TestAccount, accountFactory } from '../testing/accounts';
import { cookiesOf, createStaffAccounts, type StaffAccounts } from '../testing/staff-accounts';
import { createTestApp } from '../testing/test-app';
import { adminsOnly, type Caller, everyStaffRole } from '../testing/role-matrix';

type Context = Awaited<ReturnType<typeof createTestApp>>;
type Accounts = Awaited<ReturnType<typeof accountFactory>>;

const NEW_PASSWORD = 'Brand-new-pass-77';

describe('users API', () => {
  let context: Context;
  let accounts: Accounts;
  let actors: StaffAccounts;

  beforeAll(async () => {
    context = await createTestApp({ TRUST_PROXY_HOPS: '1' });
    accounts = await accountFactory(context.app);
    actors = await createStaffAccounts(accounts);
  });
  afterAll(() => context.app.close());

  const as = (caller: Caller) => cookiesOf(actors, caller);
  const api = () => request(context.server);
  /** The password reset routes share a small per-address limit: each call of the matrix comes from its own address. */
  let addressCounter = 0;
  const fromOwnAddress = (test: request.Test) => test.set('X-Forwarded-For', `198.51.100.${++addressCounter}`);
  /** POST /api/admin/users with `body`, as `caller`. */
  const createUser = (body: object, caller: Caller = 'super_admin') => api().post('/api/admin/users').set('Cookie', as(caller)).send(body);
  const newUserBody = (role: Role = 'content_manager') => {
    const name = `new-${Math.random().toString(36).slice(2, 10)}`;
    return { username: name, email: `${name}@harbourline.test`, password: NEW_PASSWORD, fullName: 'New Person', role, isActive: true };
  };

  describe('role matrix', () => {
    const cases: Array<[string, (target: TestAccount) => request.Test, Record<Caller, number>]> = [
      ['GET /api/admin/users', () => api().get('/api/admin/users'), adminsOnly(200)],
      ['GET /api/admin/users?q&role&page&pageSize', () => api().get('/api/admin/users?q=harbourline&role=admin&page=2&pageSize=10'), adminsOnly(200)],
      ['GET /api/admin/users?role=owner', () => api().get('/api/admin/users?role=owner'), adminsOnly(400)],
      ['POST /api/admin/users', () => api().post('/api/admin/users').send(newUserBody()), adminsOnly(201)],
      [
        'POST /api/admin/users/:id/update-role',
        (target) => api().post(`/api/admin/users/${target.user.id}/update-role`).send({ role: 'content_manager' }),
        adminsOnly(200),
      ],
      [
        'POST /api/admin/users/:id/update-user',
        (target) => api().post(`/api/admin/users/${target.user.id}/update-user`).send({ fullName: 'Changed' }),
        adminsOnly(200),
      ],
      ['DELETE /api/admin/users/:id', (target) => api().delete(`/api/admin/users/${target.user.id}`), adminsOnly(200)],
      ['POST /api/auth/register', () => api().post('/api/auth/register').send(newUserBody()), adminsOnly(201)],
      ['GET /api/auth/me', () => api().get('/api/auth/me'), everyStaffRole(200)],
      [
        'POST /api/account/profile',
        (target) =>
          api()
            .post('/api/account/profile')
            .send({ username: `${target.user.username}-self` }),
        everyStaffRole(200),
      ],
      ['POST /api/account/password', () => api().post('/api/account/password').send({}), everyStaffRole(400)],
      ['GET /api/account/sessions', () => api().get('/api/account/sessions'), everyStaffRole(200)],
      ['DELETE /api/account/sessions/:id', () => api().delete('/api/account/sessions/00000000-0000-4000-8000-000000000000'), everyStaffRole(404)],
      ['POST /api/account/sessions/sign-out-others', () => api().post('/api/account/sessions/sign-out-others'), everyStaffRole(200)],
      ['POST /api/admin/users/:id/reset-link', (target) => api().post(`/api/admin/users/${target.user.id}/reset-link`), adminsOnly(201)],
      [
        'POST /api/auth/forgot-password',
        () => fromOwnAddress(api().post('/api/auth/forgot-password')).send({ email: 'nobody-here@harbourline.test' }),
        { anonymous: 202, content_manager: 202, admin: 202, super_admin: 202 },
      ],
      [
        'POST /api/auth/reset-password',
        () => fromOwnAddress(api().post('/api/auth/reset-password')).send({ token: 'unknown', newPassword: 'Some-new-pass-41' }),
        { anonymous: 400, content_manager: 400, admin: 400, super_admin: 400 },
      ],
      ['GET /api/account/two-factor', () => api().get('/api/account/two-factor'), everyStaffRole(200)],
      [
        'GET /api/admin/settings/two-factor',
        () => api().get('/api/admin/settings/two-factor'),
        { anonymous: 401, content_manager: 403, admin: 403, super_admin: 200 },
      ],
      [
        'PUT /api/admin/settings/two-factor',
        () => api().put('/api/admin/settings/two-factor').send({ requiredRoles: [] }),
        { anonymous: 401, content_manager: 403, admin: 403, super_admin: 200 },
      ],
      ['POST /api/account/two-factor/setup', () => api().post('/api/account/two-factor/setup'), everyStaffRole(200)],
      ['POST /api/account/two-factor/enable', () => api().post('/api/account/two-factor/enable').send({ code: '000000' }), everyStaffRole(400)],
      [
        'POST /api/account/two-factor/disable',
        () => api().post('/api/account/two-factor/disable').send({ currentPassword: 'not-on-anyway', code: '000000' }),
        everyStaffRole(409),
      ],
      ['POST /api/account/two-factor/recovery-codes', () => api().post('/api/account/two-factor/recovery-codes').send({ code: '000000' }), everyStaffRole(409)],
      ['POST /api/admin/users/:id/reset-two-factor', (target) => api().post(`/api/admin/users/${target.user.id}/reset-two-factor`), adminsOnly(200)],
      ['POST /api/auth/login/two-factor', () => api().post('/api/auth/login/two-factor').send({ code: '000000' }), everyStaffRole(401)],
      ['POST /api/admin/users/:id/sign-out-everywhere', (target) => api().post(`/api/admin/users/${target.user.id}/sign-out-everywhere`), adminsOnly(200)],
    ];

    for (const [route, send, expected] of cases) {
      it.each(Object.entries(expected))(`${route} as %s answers %i`, async (caller, status) => {
        const target = await accounts.create('content_manager');
        const response = await send(target).set('Cookie', as(caller as Caller));
        expect(response.status).toBe(status);
        if (status >= 400) expect(typeof response.body.error).toBe('string');
      });
    }
  });

  it('lists users as a page without any hash', async () => {
    // Other test files share the database: look this file's accounts up by name rather than hope for page one.
    for (const account of [actors.admin, actors.super_admin]) {
      const response = await api().get(`/api/admin/users?q=${account.user.username}`).set('Cookie', as('admin')).expect(200);
      const page = UsersPageSchema.parse(response.body);
      // The search's indexed expression filters the count as well as the page.
      expect({ ids: page.items.map((user) => user.id), total: page.total }).toEqual({ ids: [account.user.id], total: 1 });
      expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|password_hash|argon2|sessionVersion/);
    }
  });

  it('creates a user with a working argon2id password, defaults, and an audit row', async () => {
    const { role: _role, isActive: _active, ...body } = newUserBody();
    const response = await createUser({ ...body, extra: 'ignored' }).expect(201);
    const { user } = UserResultSchema.parse(response.body);
    expect(user).toMatchObject({ username: body.username, role: 'content_manager', isActive: true });
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|argon2/);
    expect((await accounts.reload(user.id))?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const audit = await accounts.em.fork().findOne(AuditLogEntity, { action: 'user.created', targetId: user.id });
    expect(audit).toMatchObject({ actorId: actors.super_admin.user.id, clientAddress: expect.any(String) });
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: '' }, 'Username is required'],
    [{ email: 'not-an-email' }, 'Email is invalid'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ password: 'password123' }, 'This password is too common. Choose one that is harder to guess.'],
    [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
  ])('refuses %j with 400 "%s"', async (change, message) => {
    const response = await createUser({ ...newUserBody(), ...change }).expect(400);
    expect(response.body.error).toBe(message);
  });

  it('refuses a duplicate username or email, whatever the case, with 409', async () => {
    const existing = await accounts.create('content_manager');
    const upper = { ...newUserBody(), username: existing.user.username.toUpperCase() };
    const byName = await createUser(upper).expect(409);
    expect(byName.body.error).toBe('A user with this username already exists');
    const byEmail = await createUser({ ...newUserBody(), email: existing.email.toUpperCase() }).expect(409);
    expect(byEmail.body.error).toBe('A user with this email already exists');
    const onUpdate = await api()
      .post(`/api/admin/users/${actors.content_manager.user.id}/update-user`)
      .set('Cookie', as('super_admin'))
      .send({ email: existing.email })
      .expect(409);
    expect(onUpdate.body.error).toBe('A user with this email already exists');
  });

  it('lets only one of two simultaneous sign-ups with the same username in another case through', async () => {
    const lower = newUserBody();
    const upper = { ...newUserBody(), username: lower.username.toUpperCase() };
    const answers = await Promise.all([lower, upper].map((body) => createUser(body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error).toBe('A user with this username already exists');
  });

  describe('SPEC §6 rules', () => {
    /** Whom each staff role may create and edit: an admin only content managers, a super admin anyone. */
    const MAY_MANAGE = [
      ['admin', 'admin', false],
      ['admin', 'super_admin', false],
      ['admin', 'content_manager', true],
      ['super_admin', 'admin', true],
      ['super_admin', 'super_admin', true],
    ] as const;
    const answers = (success: number) => MAY_MANAGE.map(([actor, role, allowed]) => [actor, role, allowed ? success : 403] as const);

    it.each(answers(201))('%s creating a %s answers %i', async (actor, role, status) => {
      const response = await createUser(newUserBody(role), actor).expect(status);
      if (status === 403) expect(response.body.error).toBe(PERMISSION_MESSAGES.roleDenied);
    });

    it.each(answers(200))('%s editing a %s answers %i', async (actor, targetRole, status) => {
      const target = await accounts.create(targetRole);
      const response = await api().post(`/api/admin/users/${target.user.id}/update-user`).set('Cookie', as(actor)).send({ fullName: 'Edited' }).expect(status);
      if (status === 403) expect(response.body.error).toBe(PERMISSION_MESSAGES.editDenied);
      else expect(UserResultSchema.parse(response.body).user.fullName).toBe('Edited');
    });

    it.each([
      ['admin', 'content_manager', 'admin', 403],
      ['admin', 'admin', 'content_manager', 403],
      ['admin', 'super_admin', 'content_manager', 403],
      ['super_admin', 'content_manager', 'admin', 200],
      ['super_admin', 'admin', 'super_admin', 200],
    ] as const)('%s changing a %s to %s answers %i (update-role and update-user)', async (actor, targetRole, role, status) => {
      for (const path of ['update-role', 'update-user']) {
        const target = await accounts.create(targetRole);
        const response = await api().post(`/api/admin/users/${target.user.id}/${path}`).set('Cookie', as(actor)).send({ role }).expect(status);
        if (status === 200) expect(UserResultSchema.parse(response.body).user.role).toBe(role);
        else expect(response.body.error).toMatch(/You don't have permission to (change this user's role|edit this user\.)/);
      }
    });

    it('lets an admin deactivate a content manager but not an admin', async () => {
      const manager = await accounts.create('content_manager');
      await api().post(`/api/admin/users/${manager.user.id}/update-user`).set('Cookie', as('admin')).send({ isActive: false }).expect(200);
      const otherAdmin = await accounts.create('admin');
      await api().post(`/api/admin/users/${otherAdmin.user.id}/update-user`).set('Cookie', as('admin')).send({ isActive: false }).expect(403);
    });

    it.each([
      ['admin', 'admin', 403, PERMISSION_MESSAGES.deleteDenied],
      ['admin', 'super_admin', 403, PERMISSION_MESSAGES.deleteDenied],
      ['admin', 'content_manager', 200, undefined],
      ['super_admin', 'admin', 200, undefined],
      ['super_admin', 'super_admin', 200, undefined],
    ] as const)('%s deleting a %s answers %i', async (actor, targetRole, status, message) => {
      const target = await accounts.create(targetRole);
      const response = await api().delete(`/api/admin/users/${target.user.id}`).set('Cookie', as(actor)).expect(status);
      if (message) expect(response.body.error).toBe(message);
      else expect(await accounts.reload(target.user.id)).toBeNull();
    });

    it.each([
      ['admin', 'admin', 403],
      ['admin', 'super_admin', 403],
      ['admin', 'content_manager', 200],
      ['super_admin', 'admin', 200],
    ] as const)('%s setting the CEA registration number and phone of a %s answers %i', async (actor, targetRole, status) => {
      const target = await accounts.create(targetRole);
      const response = await api()
        .post(`/api/admin/users/${target.user.id}/update-user`)
        .set('Cookie', as(actor))
        .send({ ceaRegistrationNumber: 'r654321c', phone: '9123-4567' })
        .expect(status);
      if (status === 403) {
        expect(response.body.error).toBe(PERMISSION_MESSAGES.editDenied);
        expect(await accounts.reload(target.user.id)).toMatchObject({ ceaRegistrationNumber: null, phone: null });
      } else {
        expect(UserResultSchema.parse(response.body).user).toMatchObject({ ceaRegistrationNumber: 'R654321C', phone: '+65 9123 4567' });
      }
    });

    it('clears the CEA registration number and phone given as empty, and keeps them when not sent', async () => {
      const target = await accounts.create('content_manager', { ceaRegistrationNumber: 'R000001A', phone: '+65 6000 0001' });
      const edit = (body: object) => api().post(`/api/admin/users/${target.user.id}/update-user`).set('Cookie', as('admin')).send(body).expect(200);
      expect(UserResultSchema.parse((await edit({ fullName: 'Kept Details' })).body).user).toMatchObject({
        ceaRegistrationNumber: 'R000001A',
        phone: '+65 6000 0001',
      });
      expect(UserResultSchema.parse((await edit({ ceaRegistrationNumber: '', phone: null })).body).user).toMatchObject({
        ceaRegistrationNumber: null,
        phone: null,
      });
    });

    it('creates an account with a CEA registration number and phone', async () => {
      const response = await createUser({ ...newUserBody(), ceaRegistrationNumber: 'R123123Z', phone: '+65 8888 1234' }, 'admin').expect(201);
      expect(UserResultSchema.parse(response.body).user).toMatchObject({ ceaRegistrationNumber: 'R123123Z', phone: '+65 8888 1234' });
    });

    it.each([
      [{ ceaRegistrationNumber: 'R12345A' }, CEA_MESSAGES.registrationNumber],
      [{ ceaRegistrationNumber: 'L1234567A' }, CEA_MESSAGES.registrationNumber],
      [{ phone: '1234 5678' }, CEA_MESSAGES.phone],
      [{ phone: '+60 12 345 6789' }, CEA_MESSAGES.phone],
    ])('refuses %j with 400 and its message, on create and on edit', async (fields, message) => {
      const created = await createUser({ ...newUserBody(), ...fields }).expect(400);
      expect(created.body).toMatchObject({ error: message, issues: [{ path: Object.keys(fields)[0], message }] });
      const target = await accounts.create('content_manager');
      const edited = await api().post(`/api/admin/users/${target.user.id}/update-user`).set('Cookie', as('super_admin')).send(fields).expect(400);
      expect(edited.body.error).toBe(message);
    });

    it.each(['super_admin', 'admin'] as const)('never lets a %s delete their own account', async (role) => {
      const self = await accounts.create(role);
      const response = await api().delete(`/api/admin/users/${self.user.id}`).set('Cookie', [self.cookie]).expect(403);
      expect(response.body.error).toBe(PERMISSION_MESSAGES.selfDelete);
    });
  });

  it('answers 404 for an unknown user id', async () => {
    const response = await api()
      .post('/api/admin/users/00000000-0000-4000-8000-000000000000/update-user')
      .set('Cookie', as('super_admin'))
      .send({ fullName: 'x' })
      .expect(404);
    expect(response.body.error).toBe('User not found');
    await api().delete('/api/admin/users/not-a-uuid').set('Cookie', as('super_admin')).expect(404);
    // 36 characters of the right alphabet that PostgreSQL's uuid type still refuses.
    await api()
      .delete(`/api/admin/users/${'a'.repeat(36)}`)
      .set('Cookie', as('super_admin'))
      .expect(404);
  });

  it('writes audit rows for updates, role changes and deletions', async () => {
    const target = await accounts.create('content_manager');
    await api().post(`/api/admin/users/${target.user.id}/update-user`).set('Cookie', as('super_admin')).send({ fullName: 'Audited' }).expect(200);
    await api().post(`/api/admin/users/${target.user.id}/update-role`).set('Cookie', as('super_admin')).send({ role: 'admin' }).expect(200);
    await api().delete(`/api/admin/users/${target.user.id}`).set('Cookie', as('super_admin')).expect(200);
    const rows = await accounts.em.fork().find(AuditLogEntity, { targetId: target.user.id }, { orderBy: { id: 'asc' } });
    expect(rows.map((row) => row.action)).toEqual(['user.updated', 'user.updated', 'user.role_changed', 'user.deleted']);
    expect(rows[2]?.details).toEqual({ from: 'content_manager', to: 'admin' });
    expect(rows.every((row) => row.actorId === actors.super_admin.user.id && row.clientAddress)).toBe(true);
  });
});
