import request from 'supertest';
import { AuthUserSchema, SessionsListSchema } from '@app/contracts';
import { AuditLogEntity } from '@app/core';
import { type TestAccount, accountFactory } from '../testing/accounts';
import { createTestApp } from '../testing/test-app';

type Context = Awaited<ReturnType<typeof createTestApp>>;

/** Each test signs in from its own (trusted X-Forwarded-For) address, so the per-address limit stays out of the way. */
let addressCounter = 0;
const nextAddress = () => `198.51.100.${++addressCounter}`;

describe('auth API', () => {
  let context: Context;
  let accounts: Awaited<ReturnType<typeof accountFactory>>;

  beforeAll(async () => {
    context = await createTestApp({ TRUST_PROXY_HOPS: '1' });
    accounts = await accountFactory(context.app);
  });
  afterAll(() => context.app.close());

  const api = () => request(context.server);
  const login = (email: string, password: string, address = nextAddress()) =>
    api().post('/api/auth/login').set('X-Forwarded-For', address).send({ email, password });
  const signIn = async (account: TestAccount) => {
    const response = await login(account.email, account.password).expect(200);
    return String(response.headers['set-cookie']?.[0]).split(';')[0] as string;
  };

  it('signs in with an httpOnly, SameSite=Lax session cookie and returns the user without its hash', async () => {
    const account = await accounts.create('content_manager');
    const response = await login(account.email.toUpperCase(), account.password).expect(200);
    expect(AuthUserSchema.parse(response.body)).toMatchObject({ id: account.user.id, username: account.user.username });
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|argon2|sessionVersion/);
    const cookie = String(response.headers['set-cookie']?.[0]);
    expect(cookie).toMatch(/^hl_session=[^;]+; Max-Age=43200; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const me = await api()
      .get('/api/auth/me')
      .set('Cookie', cookie.split(';')[0] as string)
      .expect(200);
    expect(me.body).toEqual(response.body);
  });

  it.each([
    ['a wrong password', async () => ({ email: (await accounts.create('admin')).email, password: 'Wrong-password-1' })],
    ['an unknown email', async () => ({ email: 'nobody@harbourline.test', password: 'Wrong-password-1' })],
    ['an inactive account', async () => accounts.create('admin', { isActive: false })],
  ])('refuses %s with 401 "Invalid email or password" and an audit row', async (_case, make) => {
    const { email, password } = await make();
    const response = await login(email, password).expect(401);
    expect(response.body.error).toBe('Invalid email or password');
    expect(response.headers['set-cookie']).toBeUndefined();
    const rows = await accounts.em.fork().find(AuditLogEntity, { action: 'auth.login_failed' });
    expect(rows.some((row) => row.details?.email === email && row.clientAddress)).toBe(true);
  });

  it('validates the login body with the SPEC messages', async () => {
    const response = await login('not-an-email', '').expect(400);
    expect(response.body.issues).toEqual([
      { path: 'email', message: 'Valid email is required' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it('audits sign-in and logout; logout clears the cookie and answers even without a session', async () => {
    const account = await accounts.create('content_manager');
    const cookie = await signIn(account);
    const response = await api().post('/api/auth/logout').set('Cookie', cookie).expect(200);
    expect(response.body).toEqual({ success: true });
    expect(String(response.headers['set-cookie']?.[0])).toMatch(/^hl_session=;.*Expires=Thu, 01 Jan 1970/);
    await api().post('/api/auth/logout').expect(200);
    const rows = await accounts.em.fork().find(AuditLogEntity, { targetId: account.user.id }, { orderBy: { id: 'asc' } });
    expect(rows.map((row) => row.action)).toEqual(['auth.login_succeeded', 'auth.logout']);
  });

  describe('a copied session cookie stops working after', () => {
    const cases: Array<[string, (victim: TestAccount, admin: TestAccount) => Promise<unknown>]> = [
      ['logout', (victim) => api().post('/api/auth/logout').set('Cookie', victim.cookie).expect(200)],
      ['a password change', (victim, admin) => update(victim, admin, { password: 'Another-strong-pass-9' })],
      ['deactivation', (victim, admin) => update(victim, admin, { isActive: false })],
      ['deletion', (victim, admin) => api().delete(`/api/admin/users/${victim.user.id}`).set('Cookie', admin.cookie).expect(200)],
      [
        'a role change',
        (victim, admin) => api().post(`/api/admin/users/${victim.user.id}/update-role`).set('Cookie', admin.cookie).send({ role: 'admin' }).expect(200),
      ],
      [
        'an admin signing the user out everywhere',
        (victim, admin) => api().post(`/api/admin/users/${victim.user.id}/sign-out-everywhere`).set('Cookie', admin.cookie).expect(200),
      ],
      [
        'the user signing that session out from another one',
        async (victim) => {
          const sessions = SessionsListSchema.parse((await api().get('/api/account/sessions').set('Cookie', victim.cookie).expect(200)).body);
          const copied = sessions.find((session) => session.current);
          const other = await signIn(victim);
          await api()
            .delete(`/api/account/sessions/${String(copied?.id)}`)
            .set('Cookie', other)
            .expect(200);
        },
      ],
      [
        'the user signing out every other session',
        async (victim) => {
          const other = await signIn(victim);
          await api().post('/api/account/sessions/sign-out-others').set('Cookie', other).expect(200);
        },
      ],
    ];
    const update = (victim: TestAccount, admin: TestAccount, body: object) =>
      api().post(`/api/admin/users/${victim.user.id}/update-user`).set('Cookie', admin.cookie).send(body).expect(200);

    it.each(cases)('%s', async (_case, revoke) => {
      const admin = await accounts.create('super_admin');
      const victim = await accounts.create('content_manager');
      const copy = await signIn(victim);
      await api().get('/api/auth/me').set('Cookie', copy).expect(200);
      await revoke({ ...victim, cookie: copy }, admin);
      const response = await api().get('/api/auth/me').set('Cookie', copy).expect(401);
      expect(response.body.error).toBe('Authentication required');
    });
  });

  it('refuses a forged or expired cookie with 401', async () => {
    await api().get('/api/auth/me').set('Cookie', 'hl_session=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.').expect(401);
    const account = await accounts.create('admin');
    const [, payload] = account.cookie.split('.');
    await api().get('/api/admin/users').set('Cookie', `hl_session=x.${payload}.y`).expect(401);
  });

  it('keeps the current session when users change their own password', async () => {
    const self = await accounts.create('super_admin');
    const response = await api()
      .post(`/api/admin/users/${self.user.id}/update-user`)
      .set('Cookie', self.cookie)
      .send({ password: 'My-own-new-pass-5' })
      .expect(200);
    const fresh = String(response.headers['set-cookie']?.[0]).split(';')[0] as string;
    await api().get('/api/auth/me').set('Cookie', self.cookie).expect(401);
    await api().get('/api/auth/me').set('Cookie', fresh).expect(200);
  });

  describe('cross-site requests', () => {
    it.each([
      [{ Origin: 'https://evil.example' }, 403],
      [{ 'Sec-Fetch-Site': 'cross-site' }, 403],
      [{ 'Sec-Fetch-Site': 'same-site' }, 403],
      [{ Origin: 'http://localhost:3000' }, 401],
      [{ 'Sec-Fetch-Site': 'same-origin' }, 401],
      [{}, 401],
    ])('with %j answers %i', async (headers, status) => {
      const response = await api().post('/api/admin/users').set(headers).send({});
      expect(response.status).toBe(status);
      if (status === 403) expect(response.body.error).toBe('Cross-site requests are not allowed');
    });

    it("accepts the request's own origin (127.0.0.1 as well as localhost)", async () => {
      const response = await login('nobody@harbourline.test', 'whatever-1').set('Host', '127.0.0.1:4310').set('Origin', 'http://127.0.0.1:4310');
      expect(response.status).toBe(401);
    });

    it('lets cross-site GETs through (they change nothing)', async () => {
      await api().get('/api/health').set('Origin', 'https://evil.example').expect(200);
    });

    it('refuses a form body to a JSON route with 415', async () => {
      const response = await api()
        .post('/api/auth/login')
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send('email=a%40b.sg&password=x')
        .expect(415);
      expect(response.body.error).toBe('Send the request body as JSON (Content-Type: application/json)');
    });
  });
});
