import request from 'supertest';
import { ACCOUNT_MESSAGES, AuthUserSchema, CEA_MESSAGES } from '@app/contracts';
import { AuditLogEntity } from '@app/core';
import { type TestAccount, TEST_PASSWORD, useAppWithAccounts, sessionCookieOf } from '../testing/accounts';

const NEW_PASSWORD = 'Clarke-Quay-pass-31';

describe('own account API', () => {
  const app = useAppWithAccounts();

  const api = () => request(app.context.server);
  const signIn = async (account: TestAccount, password = account.password) =>
    sessionCookieOf(await api().post('/api/auth/login').send({ email: account.email, password }).expect(200));
  /** POST /api/account/password in the session of `cookie`. */
  const changePassword = (cookie: string, currentPassword: string, newPassword = NEW_PASSWORD) =>
    api().post('/api/account/password').set('Cookie', cookie).send({ currentPassword, newPassword });
  const auditActions = async (userId: string) =>
    (await app.accounts.em.fork().find(AuditLogEntity, { targetId: userId }, { orderBy: { id: 'asc' } })).map((row) => row.action);

  describe('profile', () => {
    it.each(['super_admin', 'admin', 'content_manager'] as const)('a %s changes their own name and username', async (role) => {
      const me = await app.accounts.create(role);
      const username = `${me.user.username}-new`;
      const response = await api().post('/api/account/profile').set('Cookie', me.cookie).send({ username, fullName: '  Tan Wei Ling ' }).expect(200);

      expect(AuthUserSchema.parse(response.body)).toMatchObject({ id: me.user.id, username, fullName: 'Tan Wei Ling', role });
      await api().get('/api/auth/me').set('Cookie', me.cookie).expect(200);
      expect(await auditActions(me.user.id)).toContain('account.profile_updated');
    });

    it('refuses a username another account has (any case) with 409, and a short one with 400', async () => {
      const me = await app.accounts.create('content_manager');
      const other = await app.accounts.create('admin');
      const taken = await api().post('/api/account/profile').set('Cookie', me.cookie).send({ username: other.user.username.toUpperCase() }).expect(409);
      expect(taken.body.error).toBe('A user with this username already exists');
      const short = await api().post('/api/account/profile').set('Cookie', me.cookie).send({ username: 'ab' }).expect(400);
      expect(short.body.error).toBe('Username must be at least 3 characters');
    });

    it('changes neither role nor email nor status, whatever the body says', async () => {
      const me = await app.accounts.create('content_manager');
      await api()
        .post('/api/account/profile')
        .set('Cookie', me.cookie)
        .send({ username: me.user.username, role: 'super_admin', email: 'someone@harbourline.test', isActive: false })
        .expect(200);
      expect(await app.accounts.reload(me.user.id)).toMatchObject({ role: 'content_manager', email: me.email, isActive: true });
    });

    it.each(['super_admin', 'admin', 'content_manager'] as const)('a %s sets and clears their own CEA registration number and phone', async (role) => {
      const me = await app.accounts.create(role);
      const profile = (fields: object) =>
        api()
          .post('/api/account/profile')
          .set('Cookie', me.cookie)
          .send({ username: me.user.username, ...fields });
      const set = await profile({ ceaRegistrationNumber: ' r246810k ', phone: '+65 6123-4567' }).expect(200);
      expect(AuthUserSchema.parse(set.body)).toMatchObject({ ceaRegistrationNumber: 'R246810K', phone: '+65 6123 4567' });
      const cleared = await profile({ ceaRegistrationNumber: '', phone: '' }).expect(200);
      expect(AuthUserSchema.parse(cleared.body)).toMatchObject({ ceaRegistrationNumber: null, phone: null });
    });

    it.each([
      [{ ceaRegistrationNumber: 'R1234567' }, 'ceaRegistrationNumber', CEA_MESSAGES.registrationNumber],
      [{ phone: '555-1234' }, 'phone', CEA_MESSAGES.phone],
    ])('refuses %j with 400 naming the format', async (fields, path, message) => {
      const me = await app.accounts.create('content_manager');
      const response = await api()
        .post('/api/account/profile')
        .set('Cookie', me.cookie)
        .send({ username: me.user.username, ...fields })
        .expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, error: message, issues: [{ path, message }] });
    });

    it('needs a session', async () => {
      await api().post('/api/account/profile').send({ username: 'nobody' }).expect(401);
    });
  });

  describe('password', () => {
    it('changes the password; this session stays, every other one (and a replayed copy) is signed out', async () => {
      const me = await app.accounts.create('admin');
      const thisSession = await signIn(me);
      const otherSession = await signIn(me);

      const response = await changePassword(thisSession, TEST_PASSWORD).expect(200);
      expect(response.body).toEqual({ success: true });

      await api().get('/api/auth/me').set('Cookie', sessionCookieOf(response)).expect(200);
      await api().get('/api/auth/me').set('Cookie', thisSession).expect(401);
      await api().get('/api/auth/me').set('Cookie', otherSession).expect(401);
      await api().post('/api/auth/login').send({ email: me.email, password: TEST_PASSWORD }).expect(401);
      await signIn(me, NEW_PASSWORD);
      expect(await auditActions(me.user.id)).toContain('account.password_changed');
    });

    it('refuses a wrong current password with 400, keeping the old password', async () => {
      const me = await app.accounts.create('content_manager');
      const response = await changePassword(me.cookie, 'not-my-password').expect(400);
      expect(response.body.error).toBe(ACCOUNT_MESSAGES.wrongCurrentPassword);
      await api().get('/api/auth/me').set('Cookie', me.cookie).expect(200);
      await signIn(me);
      expect(await auditActions(me.user.id)).toContain('account.password_change_failed');
    });

    it('refuses a weak new password with the form message', async () => {
      const me = await app.accounts.create('content_manager');
      const response = await changePassword(me.cookie, TEST_PASSWORD, 'short').expect(400);
      expect(response.body.error).toBe('Password must be at least 8 characters');
    });

    it('counts wrong current passwords with the sign-in attempts: the sixth is 429 with Retry-After', async () => {
      const me = await app.accounts.create('content_manager');
      const attempt = () => changePassword(me.cookie, 'wrong-guess-123');
      for (let i = 0; i < 5; i += 1) await attempt().expect(400);
      const locked = await attempt().expect(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      await changePassword(me.cookie, TEST_PASSWORD).expect(429);
    });

    it('needs a session', async () => {
      await api().post('/api/account/password').send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }).expect(401);
    });
  });
});
