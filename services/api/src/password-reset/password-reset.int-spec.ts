import request from 'supertest';
import { PASSWORD_RESET_MESSAGES, PasswordResetLinkSchema } from '@app/contracts';
import { AuditLogEntity, OutboundMailEntity, PasswordResetEntity } from '@app/core';
import { type TestAccount, TEST_PASSWORD, useAppWithAccounts } from '../testing/accounts';
import { FORGOT_PASSWORD_MIN_ANSWER_MS } from './password-reset.service';

const NEW_PASSWORD = 'Marine-Parade-2027';

describe('password reset API', () => {
  // Rate limits of its own: other test files send password-reset requests from the same addresses, and a window one
  // of them opened could end in the middle of the limit test below.
  const app = useAppWithAccounts({ TRUST_PROXY_HOPS: '1', REDIS_PREFIX: `${process.env.REDIS_PREFIX}-password-reset` });
  let addressCount = 0;

  /** Each test comes from an address of its own, so the per-address limit only counts what it sends. */
  let address = '';
  beforeEach(() => {
    addressCount += 1;
    address = `198.51.100.${addressCount}`;
  });

  const api = () => request(app.context.server);
  const forgot = (email: string, from = address) => api().post('/api/auth/forgot-password').set('X-Forwarded-For', from).send({ email });
  const resetWith = (token: string, newPassword = NEW_PASSWORD) =>
    api().post('/api/auth/reset-password').set('X-Forwarded-For', address).send({ token, newPassword });
  const createLink = async (target: TestAccount, actor: TestAccount) =>
    PasswordResetLinkSchema.parse((await api().post(`/api/admin/users/${target.user.id}/reset-link`).set('Cookie', actor.cookie).expect(201)).body);
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') as string;
  const resetsOf = (userId: string) => app.accounts.em.fork().find(PasswordResetEntity, { user: userId });
  const mailsOf = (reset: PasswordResetEntity | undefined) => app.accounts.em.fork().find(OutboundMailEntity, { passwordReset: reset?.id as string });
  const signIn = (account: TestAccount, password: string) => api().post('/api/auth/login').send({ email: account.email, password });

  describe('forgot password', () => {
    it('answers the same for a known and an unknown address, in a similar time, and stores a pending mail for the known one', async () => {
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
      const timed = async (email: string, from: string) => {
        const started = performance.now();
        const response = await forgot(email, from).expect(202);
        return { body: response.body as unknown, ms: performance.now() - started };
      };
      await timed('warm-up@harbourline.test', '203.0.113.200');
      const known: Array<Awaited<ReturnType<typeof timed>>> = [];
      const unknown: Array<Awaited<ReturnType<typeof timed>>> = [];
      const people = [await app.accounts.create('content_manager'), await app.accounts.create('admin'), await app.accounts.create('super_admin')];
      for (const [round, person] of people.entries()) {
        known.push(await timed(person.email.toUpperCase(), `203.0.113.${round * 2 + 1}`));
        unknown.push(await timed(`nobody-${round}@harbourline.test`, `203.0.113.${round * 2 + 2}`));
      }

      expect(known[0]?.body).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.requested });
      for (const answer of [...known, ...unknown]) {
        expect(answer.body).toEqual(known[0]?.body);
        expect(answer.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_ANSWER_MS - 5);
      }
      expect(Math.abs(median(known.map(({ ms }) => ms)) - median(unknown.map(({ ms }) => ms)))).toBeLessThan(100);
      const [reset] = await resetsOf(people[0]?.user.id as string);
      expect(reset).toMatchObject({ tokenHash: null, pageUrl: `${app.context.config.PUBLIC_URL}/auth/reset-password` });
      expect(await mailsOf(reset)).toEqual([expect.objectContaining({ kind: 'password_reset', recipient: people[0]?.user.email, status: 'pending' })]);
      expect((reset?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    });

    it('sends no second mail within a minute, and none for an inactive account, with the same answer', async () => {
      const me = await app.accounts.create('content_manager');
      const inactive = await app.accounts.create('content_manager', { isActive: false });
      await forgot(me.email).expect(202);
      await forgot(me.email).expect(202);
      await forgot(inactive.email).expect(202);
      expect(await resetsOf(me.user.id)).toHaveLength(1);
      expect(await resetsOf(inactive.user.id)).toHaveLength(0);
    });

    it('allows 5 requests a minute per client address, then 429 with Retry-After', async () => {
      for (let i = 0; i < 5; i += 1) await forgot(`someone-${i}@harbourline.test`).expect(202);
      const limited = await forgot('someone-else@harbourline.test').expect(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('refuses an address that is not one with 400', async () => {
      const response = await forgot('not an address').expect(400);
      expect(response.body.error).toBe('Valid email is required');
    });
  });

  describe('a one-time link made by an admin', () => {
    it('sets the new password once, signs every session out, and is refused the second time', async () => {
      const admin = await app.accounts.create('admin');
      const editor = await app.accounts.create('content_manager');
      const link = await createLink(editor, admin);
      expect(link.url).toBe(`${app.context.config.PUBLIC_URL}/auth/reset-password?token=${tokenOf(link.url)}`);
      expect(tokenOf(link.url)).toMatch(/^[\w-]{43}$/);

      await resetWith(tokenOf(link.url)).expect(200, { success: true });

      await api().get('/api/auth/me').set('Cookie', editor.cookie).expect(401);
      await signIn(editor, TEST_PASSWORD).expect(401);
      await signIn(editor, NEW_PASSWORD).expect(200);
      const again = await resetWith(tokenOf(link.url), 'Yet-another-pass-31').expect(400);
      expect(again.body.error).toBe(PASSWORD_RESET_MESSAGES.invalidLink);
      const actions = (await app.accounts.em.fork().find(AuditLogEntity, { targetId: editor.user.id })).map((row) => row.action);
      expect(actions).toEqual(expect.arrayContaining(['user.reset_link_created', 'auth.password_reset']));
    });

    it('stores only the hash of the token', async () => {
      const owner = await app.accounts.create('super_admin');
      const editor = await app.accounts.create('content_manager');
      const token = tokenOf((await createLink(editor, owner)).url);
      const [stored] = await resetsOf(editor.user.id);
      expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(stored).toMatchObject({ createdById: owner.user.id });
      expect(await mailsOf(stored)).toEqual([]);
    });

    it('is refused once expired, and so is a made-up token', async () => {
      const owner = await app.accounts.create('super_admin');
      const editor = await app.accounts.create('content_manager');
      const token = tokenOf((await createLink(editor, owner)).url);
      await app.accounts.em.fork().nativeUpdate(PasswordResetEntity, { user: editor.user.id }, { expiresAt: new Date(Date.now() - 1000) });

      expect((await resetWith(token).expect(400)).body.error).toBe(PASSWORD_RESET_MESSAGES.invalidLink);
      await resetWith('made-up-token').expect(400);
      await signIn(editor, TEST_PASSWORD).expect(200);
    });

    it('retires the other open links of the account once one is used', async () => {
      const owner = await app.accounts.create('super_admin');
      const editor = await app.accounts.create('content_manager');
      const first = tokenOf((await createLink(editor, owner)).url);
      const second = tokenOf((await createLink(editor, owner)).url);
      await resetWith(second).expect(200);
      await resetWith(first).expect(400);
    });

    it('checks the new password like every password', async () => {
      const owner = await app.accounts.create('super_admin');
      const editor = await app.accounts.create('content_manager');
      const token = tokenOf((await createLink(editor, owner)).url);
      expect((await resetWith(token, 'short').expect(400)).body.error).toBe('Password must be at least 8 characters');
      await resetWith(token).expect(200);
    });

    it('follows the SPEC §6 edit rule: an admin may not make a link for another admin (403), nobody for an unknown user (404)', async () => {
      const admin = await app.accounts.create('admin');
      const otherAdmin = await app.accounts.create('admin');
      await api().post(`/api/admin/users/${otherAdmin.user.id}/reset-link`).set('Cookie', admin.cookie).expect(403);
      await api().post('/api/admin/users/00000000-0000-4000-8000-000000000000/reset-link').set('Cookie', admin.cookie).expect(404);
    });
  });
});
