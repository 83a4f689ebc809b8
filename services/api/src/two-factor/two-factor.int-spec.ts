import { authenticator } from 'otplib';
import request from 'supertest';
import { AuthUserSchema, RecoveryCodesSchema, TWO_FACTOR_MESSAGES, TwoFactorSetupSchema } from '@app/contracts';
import { AuditLogEntity, UserTwoFactorEntity } from '@app/core';
import { type TestAccount, useAppWithAccounts, sessionCookieOf } from '../testing/accounts';

/** A code of the previous or next 30-second step that is not the current one: accepted too (clock drift). */
const wrongCode = (secret: string) => (Number(authenticator.generate(secret)) + 500_000).toString().slice(-6).padStart(6, '0');

describe('two-factor sign-in API', () => {
  const app = useAppWithAccounts();


  const api = () => request(app.context.server);
  const cookieOf = (response: request.Response, name: string) =>
    ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0];

  /** Enrols `account` through the API; returns its secret and recovery codes. */
  async function enrol(account: TestAccount) {
    const setup = TwoFactorSetupSchema.parse((await api().post('/api/account/two-factor/setup').set('Cookie', account.cookie).expect(200)).body);
    const { recoveryCodes } = RecoveryCodesSchema.parse(
      (await api().post('/api/account/two-factor/enable').set('Cookie', account.cookie).send({ code: authenticator.generate(setup.secret) }).expect(200)).body,
    );
    return { secret: setup.secret, recoveryCodes };
  }

  /** The password step: answers the challenge cookie. */
  async function firstStep(account: TestAccount): Promise<string> {
    const response = await api().post('/api/auth/login').send({ email: account.email, password: account.password }).expect(200);
    expect(response.body).toEqual({ twoFactorRequired: true });
    expect(cookieOf(response, 'hl_session')).toBeUndefined();
    return cookieOf(response, 'hl_two_factor') as string;
  }
  const secondStep = (challenge: string, code: string) => api().post('/api/auth/login/two-factor').set('Cookie', challenge).send({ code });

  it('enrols with a QR code and a key confirmed by a first code, then gives 10 recovery codes once', async () => {
    const me = await app.accounts.create('content_manager');
    const setup = TwoFactorSetupSchema.parse((await api().post('/api/account/two-factor/setup').set('Cookie', me.cookie).expect(200)).body);
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);

    const refused = await api().post('/api/account/two-factor/enable').set('Cookie', me.cookie).send({ code: wrongCode(setup.secret) }).expect(400);
    expect(refused.body.error).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    const enabled = await api().post('/api/account/two-factor/enable').set('Cookie', me.cookie).send({ code: authenticator.generate(setup.secret) }).expect(200);

    const { recoveryCodes } = RecoveryCodesSchema.parse(enabled.body);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    await api().get('/api/account/two-factor').set('Cookie', me.cookie).expect(200, { enabled: true });
    await api().post('/api/account/two-factor/setup').set('Cookie', me.cookie).expect(409);
    const stored = await app.accounts.em.fork().findOneOrFail(UserTwoFactorEntity, { user: me.user.id });
    expect(stored.secretEncrypted).not.toContain(setup.secret);
  });

  it('asks for the second step after the right password, and signs in with the current code', async () => {
    const me = await app.accounts.create('admin');
    const { secret } = await enrol(me);

    const challenge = await firstStep(me);
    const response = await secondStep(challenge, authenticator.generate(secret)).expect(200);

    expect(AuthUserSchema.parse(response.body).id).toBe(me.user.id);
    await api().get('/api/auth/me').set('Cookie', sessionCookieOf(response)).expect(200);
  });

  it('refuses a second step without the first', async () => {
    const response = await api().post('/api/auth/login/two-factor').send({ code: '123456' }).expect(401);
    expect(response.body.error).toBe(TWO_FACTOR_MESSAGES.noChallenge);
  });

  it('counts wrong codes like wrong passwords: 5, then 429 even for the right code', async () => {
    const me = await app.accounts.create('content_manager');
    const { secret } = await enrol(me);
    const challenge = await firstStep(me);

    for (let i = 0; i < 5; i += 1) await secondStep(challenge, wrongCode(secret)).expect(401);
    const locked = await secondStep(challenge, authenticator.generate(secret)).expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const failures = await app.accounts.em.fork().count(AuditLogEntity, { targetId: me.user.id, action: 'auth.two_factor_failed' });
    expect(failures).toBe(5);
  });

  it('accepts a recovery code once', async () => {
    const me = await app.accounts.create('content_manager');
    const { recoveryCodes } = await enrol(me);
    const code = recoveryCodes[0] as string;

    await secondStep(await firstStep(me), code.toLowerCase()).expect(200);
    const again = await secondStep(await firstStep(me), code).expect(401);
    expect(again.body.error).toBe(TWO_FACTOR_MESSAGES.invalidCode);
  });

  describe("an admin resets a user's two-factor sign-in", () => {
    it('turns it off: the password alone signs in again; audited', async () => {
      const admin = await app.accounts.create('admin');
      const editor = await app.accounts.create('content_manager');
      await enrol(editor);

      await api().post(`/api/admin/users/${editor.user.id}/reset-two-factor`).set('Cookie', admin.cookie).expect(200, { success: true });

      const login = await api().post('/api/auth/login').send({ email: editor.email, password: editor.password }).expect(200);
      expect(AuthUserSchema.parse(login.body).id).toBe(editor.user.id);
      const rows = await app.accounts.em.fork().find(AuditLogEntity, { targetId: editor.user.id, action: 'user.two_factor_reset' });
      expect(rows).toEqual([expect.objectContaining({ actorId: admin.user.id })]);
    });

    it('follows the SPEC §6 edit rule (403 for another admin)', async () => {
      const admin = await app.accounts.create('admin');
      const otherAdmin = await app.accounts.create('admin');
      await api().post(`/api/admin/users/${otherAdmin.user.id}/reset-two-factor`).set('Cookie', admin.cookie).expect(403);
    });
  });

  describe('a super admin requires two-factor sign-in for a role', () => {
    const setPolicy = (actor: TestAccount, requiredRoles: string[]) => api().put('/api/admin/settings/two-factor').set('Cookie', actor.cookie).send({ requiredRoles });
    let owner: TestAccount;
    beforeAll(async () => {
      owner = await app.accounts.create('super_admin');
    });
    afterEach(() => setPolicy(owner, []).expect(200));

    it('is for super admins only, and audited', async () => {
      const admin = await app.accounts.create('admin');
      await setPolicy(admin, ['content_manager']).expect(403);
      await setPolicy(owner, ['content_manager', 'content_manager']).expect(200, { requiredRoles: ['content_manager'] });
      await api().get('/api/admin/settings/two-factor').set('Cookie', owner.cookie).expect(200, { requiredRoles: ['content_manager'] });
      const rows = await app.accounts.em.fork().find(AuditLogEntity, { actorId: owner.user.id, action: 'settings.two_factor_policy_changed' });
      expect(rows[0]?.details).toEqual({ from: [], to: ['content_manager'] });
    });

    it('takes a member of that role to enrolment: only My Account works until they set it up', async () => {
      const editor = await app.accounts.create('content_manager');
      await setPolicy(owner, ['content_manager']).expect(200);

      const login = await api().post('/api/auth/login').send({ email: editor.email, password: editor.password }).expect(200);
      expect(AuthUserSchema.parse(login.body).twoFactorSetupRequired).toBe(true);
      const blocked = await api().get('/api/admin/blog').set('Cookie', editor.cookie).expect(403);
      expect(blocked.body.error).toBe(TWO_FACTOR_MESSAGES.setupRequired);
      await api().get('/api/auth/me').set('Cookie', editor.cookie).expect(200);

      await enrol(editor);

      await api().get('/api/admin/blog').set('Cookie', editor.cookie).expect(200);
      expect(AuthUserSchema.parse((await api().get('/api/auth/me').set('Cookie', editor.cookie)).body).twoFactorSetupRequired).toBe(false);
    });
  });
});
