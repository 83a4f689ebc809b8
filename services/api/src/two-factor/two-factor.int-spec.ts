import { authenticator } from 'otplib';
import request from 'supertest';
import { ACCOUNT_MESSAGES, type AuditAction, AuthUserSchema, RecoveryCodesSchema, TWO_FACTOR_MESSAGES, TwoFactorSetupSchema } from '@app/contracts';
import { AuditLogEntity, UserTwoFactorEntity } from '@app/core';
import { type TestAccount, useAppWithAccounts, sessionCookieOf } from '../testing/accounts';

/** A code of the previous or next 30-second step that is not the current one: accepted too (clock drift). */
const wrongCode = (secret: string) => (Number(authenticator.generate(secret)) + 500_000).toString().slice(-6).padStart(6, '0');

/**
 * The code of the 30-second step `steps` away from the current one; one step either way is accepted (clock drift).
 * A code works once, so a sign-in after enrolment uses the next step's code instead of waiting up to 30 s for it.
 */
const codeOfStep = (secret: string, steps: number) => authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);

describe('two-factor sign-in API', () => {
  const app = useAppWithAccounts();

  const api = () => request(app.context.server);
  const cookieOf = (response: request.Response, name: string) =>
    ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((cookie) => cookie.startsWith(`${name}=`))
      ?.split(';')[0];

  /** Enrols `account` through the API; returns its secret, the code that confirmed it, and the recovery codes. */
  async function enrol(account: TestAccount) {
    const setup = TwoFactorSetupSchema.parse((await api().post('/api/account/two-factor/setup').set('Cookie', account.cookie).expect(200)).body);
    const enrolmentCode = authenticator.generate(setup.secret);
    const { recoveryCodes } = RecoveryCodesSchema.parse(
      (await api().post('/api/account/two-factor/enable').set('Cookie', account.cookie).send({ code: enrolmentCode }).expect(200)).body,
    );
    return { secret: setup.secret, enrolmentCode, recoveryCodes };
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

    const refused = await api()
      .post('/api/account/two-factor/enable')
      .set('Cookie', me.cookie)
      .send({ code: wrongCode(setup.secret) })
      .expect(400);
    expect(refused.body.error).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    const enabled = await api()
      .post('/api/account/two-factor/enable')
      .set('Cookie', me.cookie)
      .send({ code: authenticator.generate(setup.secret) })
      .expect(200);

    const { recoveryCodes } = RecoveryCodesSchema.parse(enabled.body);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    await api().get('/api/account/two-factor').set('Cookie', me.cookie).expect(200, { enabled: true, requiredForRole: false });
    await api().post('/api/account/two-factor/setup').set('Cookie', me.cookie).expect(409);
    const stored = await app.accounts.em.fork().findOneOrFail(UserTwoFactorEntity, { user: me.user.id });
    expect(stored.secretEncrypted).not.toContain(setup.secret);
  });

  it('asks for the second step after the right password, and signs in with a code of the app', async () => {
    const me = await app.accounts.create('admin');
    const { secret } = await enrol(me);

    const challenge = await firstStep(me);
    const response = await secondStep(challenge, codeOfStep(secret, 1)).expect(200);

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

  describe('an authenticator code works once (RFC 6238 §5.2)', () => {
    it('refuses the code that confirmed the enrolment, and one of an earlier step, like a wrong code', async () => {
      const me = await app.accounts.create('content_manager');
      const { secret, enrolmentCode } = await enrol(me);
      const challenge = await firstStep(me);

      const replayed = await secondStep(challenge, enrolmentCode).expect(401);
      expect(replayed.body.error).toBe(TWO_FACTOR_MESSAGES.invalidCode);
      const earlier = await secondStep(challenge, codeOfStep(secret, -1)).expect(401);
      expect(earlier.body.error).toBe(TWO_FACTOR_MESSAGES.invalidCode);
      await secondStep(challenge, codeOfStep(secret, 1)).expect(200);
    });

    it('refuses a code that signed in once when it comes again', async () => {
      const me = await app.accounts.create('content_manager');
      const { secret } = await enrol(me);
      const code = codeOfStep(secret, 1);
      await secondStep(await firstStep(me), code).expect(200);

      const again = await secondStep(await firstStep(me), code).expect(401);
      expect(again.body.error).toBe(TWO_FACTOR_MESSAGES.invalidCode);
      const failures = await app.accounts.em.fork().count(AuditLogEntity, { targetId: me.user.id, action: 'auth.two_factor_failed' });
      expect(failures).toBe(1);
    });

    it('lets only one of two parallel sign-ins with the same code through', async () => {
      const me = await app.accounts.create('content_manager');
      const { secret } = await enrol(me);
      const [first, second] = [await firstStep(me), await firstStep(me)];
      const code = codeOfStep(secret, 1);

      const responses = await Promise.all([secondStep(first, code), secondStep(second, code)]);

      expect(responses.map((response) => response.status).sort()).toEqual([200, 401]);
    });
  });

  it('accepts a recovery code once', async () => {
    const me = await app.accounts.create('content_manager');
    const { recoveryCodes } = await enrol(me);
    const code = recoveryCodes[0] as string;

    await secondStep(await firstStep(me), code.toLowerCase()).expect(200);
    const again = await secondStep(await firstStep(me), code).expect(401);
    expect(again.body.error).toBe(TWO_FACTOR_MESSAGES.invalidCode);
  });

  describe('on My Account, once it is on', () => {
    const disable = (account: TestAccount, body: { currentPassword: string; code: string }) =>
      api().post('/api/account/two-factor/disable').set('Cookie', account.cookie).send(body);
    const newRecoveryCodes = (account: TestAccount, code: string) =>
      api().post('/api/account/two-factor/recovery-codes').set('Cookie', account.cookie).send({ code });
    const auditRows = (account: TestAccount, action: AuditAction) => app.accounts.em.fork().find(AuditLogEntity, { targetId: account.user.id, action });

    it('turns it off with the password and a current code: the password alone signs in again; audited', async () => {
      const me = await app.accounts.create('content_manager');
      const { secret } = await enrol(me);

      await disable(me, { currentPassword: me.password, code: codeOfStep(secret, 1) }).expect(200, { success: true });

      await api().get('/api/account/two-factor').set('Cookie', me.cookie).expect(200, { enabled: false, requiredForRole: false });
      const login = await api().post('/api/auth/login').send({ email: me.email, password: me.password }).expect(200);
      expect(AuthUserSchema.parse(login.body).id).toBe(me.user.id);
      expect(await auditRows(me, 'account.two_factor_disabled')).toEqual([expect.objectContaining({ actorId: me.user.id })]);
    });

    it('refuses a wrong password (audited) without using up the code, and a used code or a recovery code like a wrong code', async () => {
      const me = await app.accounts.create('content_manager');
      const { secret, enrolmentCode, recoveryCodes } = await enrol(me);
      const code = codeOfStep(secret, 1);

      const wrongPassword = await disable(me, { currentPassword: 'Not-my-password-1', code }).expect(400);
      expect(wrongPassword.body.error).toBe(ACCOUNT_MESSAGES.wrongCurrentPassword);
      expect(await auditRows(me, 'account.two_factor_disable_failed')).toEqual([expect.objectContaining({ actorId: me.user.id })]);
      for (const refused of [enrolmentCode, recoveryCodes[0] as string]) {
        const response = await disable(me, { currentPassword: me.password, code: refused }).expect(400);
        expect(response.body.error).toBe(TWO_FACTOR_MESSAGES.invalidCode);
      }
      await disable(me, { currentPassword: me.password, code }).expect(200);
      expect(await auditRows(me, 'account.two_factor_disabled')).toHaveLength(1);
    });

    it('makes 10 new recovery codes for a current code: shown once, the old ones stop working; audited', async () => {
      const me = await app.accounts.create('admin');
      const { secret, recoveryCodes: oldCodes } = await enrol(me);
      const code = codeOfStep(secret, 1);

      const response = await newRecoveryCodes(me, code).expect(200);

      const { recoveryCodes } = RecoveryCodesSchema.parse(response.body);
      expect(new Set(recoveryCodes).size).toBe(10);
      expect(recoveryCodes.filter((recoveryCode) => oldCodes.includes(recoveryCode))).toEqual([]);
      await secondStep(await firstStep(me), oldCodes[1] as string).expect(401);
      await secondStep(await firstStep(me), recoveryCodes[0] as string).expect(200);
      expect(await auditRows(me, 'account.recovery_codes_regenerated')).toEqual([expect.objectContaining({ actorId: me.user.id })]);
      const replayed = await newRecoveryCodes(me, code).expect(400);
      expect(replayed.body.error).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    });

    it('answers 409 while two-factor sign-in is off', async () => {
      const me = await app.accounts.create('content_manager');
      const notOn = await newRecoveryCodes(me, '123456').expect(409);
      expect(notOn.body.error).toBe(TWO_FACTOR_MESSAGES.notEnabled);
      await disable(me, { currentPassword: me.password, code: '123456' }).expect(409);
    });
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
    const setPolicy = (actor: TestAccount, requiredRoles: string[]) =>
      api().put('/api/admin/settings/two-factor').set('Cookie', actor.cookie).send({ requiredRoles });
    let owner: TestAccount;
    beforeAll(async () => {
      owner = await app.accounts.create('super_admin');
    });
    afterEach(() => setPolicy(owner, []).expect(200));

    it('is for super admins only, and audited', async () => {
      const admin = await app.accounts.create('admin');
      await setPolicy(admin, ['content_manager']).expect(403);
      await setPolicy(owner, ['content_manager', 'content_manager']).expect(200, { requiredRoles: ['content_manager'] });
      await api()
        .get('/api/admin/settings/two-factor')
        .set('Cookie', owner.cookie)
        .expect(200, { requiredRoles: ['content_manager'] });
      const rows = await app.accounts.em.fork().find(AuditLogEntity, { actorId: owner.user.id, action: 'settings.two_factor_policy_changed' });
      expect(rows[0]?.details).toEqual({ from: [], to: ['content_manager'] });
    });

    it('does not let a member of that role turn it off (403), and says so in the status', async () => {
      const editor = await app.accounts.create('content_manager');
      const { secret } = await enrol(editor);
      await setPolicy(owner, ['content_manager']).expect(200);

      await api().get('/api/account/two-factor').set('Cookie', editor.cookie).expect(200, { enabled: true, requiredForRole: true });
      const refused = await api()
        .post('/api/account/two-factor/disable')
        .set('Cookie', editor.cookie)
        .send({ currentPassword: editor.password, code: codeOfStep(secret, 1) })
        .expect(403);
      expect(refused.body.error).toBe(TWO_FACTOR_MESSAGES.requiredForRole);
      await api().get('/api/account/two-factor').set('Cookie', editor.cookie).expect(200, { enabled: true, requiredForRole: true });
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
