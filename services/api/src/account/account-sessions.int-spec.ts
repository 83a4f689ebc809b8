import request from 'supertest';
import { SessionsListSchema } from '@app/contracts';
import { AuditLogEntity } from '@app/core';
import { type TestAccount, useAppWithAccounts, sessionCookieOf } from '../testing/accounts';

const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('own sessions API', () => {
  const app = useAppWithAccounts();

  const api = () => request(app.context.server);
  const signIn = async (account: TestAccount, userAgent: string) => {
    return sessionCookieOf(
      await api().post('/api/auth/login').set('User-Agent', userAgent).send({ email: account.email, password: account.password }).expect(200),
    );
  };
  const listSessions = async (cookie: string) => SessionsListSchema.parse((await api().get('/api/account/sessions').set('Cookie', cookie).expect(200)).body);
  const isSignedIn = async (cookie: string) => (await api().get('/api/auth/me').set('Cookie', cookie)).status === 200;

  it('lists the signed-in browsers with their browser, address and times, marking the current one', async () => {
    const me = await app.accounts.create('content_manager');
    const office = await signIn(me, WINDOWS_CHROME);
    await signIn(me, IPHONE_SAFARI);

    const sessions = await listSessions(office);
    const browsers = sessions.map((session) => session.browser);
    expect(browsers).toEqual(expect.arrayContaining(['Chrome on Windows', 'Safari on iPhone']));
    const current = sessions.filter((session) => session.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ browser: 'Chrome on Windows', clientAddress: expect.stringMatching(/127\.0\.0\.1/) });
    expect(Date.parse(current[0]?.signedInAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(current[0]?.lastSeenAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('signs one session out at once; the others stay', async () => {
    const me = await app.accounts.create('admin');
    const office = await signIn(me, WINDOWS_CHROME);
    const phone = await signIn(me, IPHONE_SAFARI);
    const phoneSession = (await listSessions(phone)).find((session) => session.current);

    await api()
      .delete(`/api/account/sessions/${String(phoneSession?.id)}`)
      .set('Cookie', office)
      .expect(200, { success: true, signedOut: 1 });

    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(office)).toBe(true);
    expect(await isSignedIn(me.cookie)).toBe(true);
  });

  it("cannot sign out another account's session (404)", async () => {
    const me = await app.accounts.create('super_admin');
    const someoneElse = await app.accounts.create('content_manager');
    const theirs = await signIn(someoneElse, IPHONE_SAFARI);
    const [theirSession] = await listSessions(theirs);

    const response = await api()
      .delete(`/api/account/sessions/${String(theirSession?.id)}`)
      .set('Cookie', me.cookie)
      .expect(404);
    expect(response.body.error).toBe('Session not found');
    expect(await isSignedIn(theirs)).toBe(true);
    await api().delete('/api/account/sessions/not-an-id').set('Cookie', me.cookie).expect(404);
  });

  it('signs every other session out, keeping this one', async () => {
    const me = await app.accounts.create('content_manager');
    const office = await signIn(me, WINDOWS_CHROME);
    const phone = await signIn(me, IPHONE_SAFARI);

    const response = await api().post('/api/account/sessions/sign-out-others').set('Cookie', office).expect(200);
    expect(response.body).toEqual({ success: true, signedOut: 2 });

    expect(await isSignedIn(office)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(me.cookie)).toBe(false);
    expect((await listSessions(office)).map((session) => session.current)).toEqual([true]);
  });

  it('logout ends only the session it is sent from', async () => {
    const me = await app.accounts.create('content_manager');
    const office = await signIn(me, WINDOWS_CHROME);
    const phone = await signIn(me, IPHONE_SAFARI);

    await api().post('/api/auth/logout').set('Cookie', phone).expect(200);

    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(office)).toBe(true);
  });

  describe('an admin signs a user out everywhere', () => {
    it('ends every session of the user, replayed cookies included, and audits it', async () => {
      const admin = await app.accounts.create('admin');
      const editor = await app.accounts.create('content_manager');
      const phone = await signIn(editor, IPHONE_SAFARI);

      const response = await api().post(`/api/admin/users/${editor.user.id}/sign-out-everywhere`).set('Cookie', admin.cookie).expect(200);
      expect(response.body).toEqual({ success: true, signedOut: 2 });

      expect(await isSignedIn(phone)).toBe(false);
      expect(await isSignedIn(editor.cookie)).toBe(false);
      const rows = await app.accounts.em.fork().find(AuditLogEntity, { targetId: editor.user.id, action: 'user.signed_out_everywhere' });
      expect(rows).toEqual([expect.objectContaining({ actorId: admin.user.id, details: { signedOut: 2 } })]);
    });

    it('follows the SPEC §6 edit rule: an admin may not sign out another admin (403)', async () => {
      const admin = await app.accounts.create('admin');
      const otherAdmin = await app.accounts.create('admin');

      const response = await api().post(`/api/admin/users/${otherAdmin.user.id}/sign-out-everywhere`).set('Cookie', admin.cookie).expect(403);
      expect(response.body.error).toBe("You don't have permission to edit this user.");
      expect(await isSignedIn(otherAdmin.cookie)).toBe(true);
    });

    it('answers 404 for an unknown user', async () => {
      const owner = await app.accounts.create('super_admin');
      await api().post('/api/admin/users/00000000-0000-4000-8000-000000000000/sign-out-everywhere').set('Cookie', owner.cookie).expect(404);
    });
  });
});
