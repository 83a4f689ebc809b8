import request from 'supertest';
import { AuditLogPageSchema, PublishResultSchema, type Role } from '@app/contracts';
import { AuditLogEntity, MediaEntity } from '@app/core';
import { type TestAccount, useAppWithAccounts } from '../../testing/accounts';
import { adminsOnly, type Caller } from '../../testing/role-matrix';
import { cookiesOf, createStaffAccounts, type StaffAccounts } from '../../testing/staff-accounts';

describe('audit log viewer', () => {
  const app = useAppWithAccounts({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-audit-viewer` });
  let actors: StaffAccounts;
  let managedEditor: TestAccount;
  let otherAdmin: TestAccount;

  const api = () => request(app.context.server);
  const insert = async (...rows: AuditLogEntity[]) => {
    for (const row of rows) await app.accounts.em.fork().insert(row);
  };
  const list = async (caller: Role, query = '') => {
    const response = await api().get(`/api/admin/audit-log?${query}`).set('Cookie', actors[caller].cookie).expect(200);
    return AuditLogPageSchema.parse(response.body);
  };

  beforeAll(async () => {
    actors = await createStaffAccounts(app.accounts);
    managedEditor = await app.accounts.create('content_manager');
    otherAdmin = await app.accounts.create('admin');
    await insert(
      new AuditLogEntity({ action: 'account.password_changed', actorId: managedEditor.user.id, targetId: managedEditor.user.id, clientAddress: '10.0.0.7' }),
      new AuditLogEntity({ action: 'user.updated', actorId: actors.super_admin.user.id, targetId: otherAdmin.user.id, details: { changed: ['fullName'] } }),
      new AuditLogEntity({ action: 'auth.login_failed', details: { email: '=cmd|calc' } }),
    );
  });

  describe('role matrix', () => {
    const cases: Array<[string, string, Record<Caller, number>]> = [
      ['GET /api/admin/audit-log', '/api/admin/audit-log', adminsOnly(200)],
      ['GET /api/admin/audit-log?action=nonsense', '/api/admin/audit-log?action=Not%20an%20action', adminsOnly(400)],
      ['GET /api/admin/audit-log/export.csv', '/api/admin/audit-log/export.csv', adminsOnly(200)],
    ];
    for (const [name, path, expected] of cases) {
      for (const [caller, status] of Object.entries(expected) as Array<[Caller, number]>) {
        it(`${name} as ${caller} answers ${status}`, async () => {
          const response = await api().get(path).set('Cookie', cookiesOf(actors, caller));
          expect(response.status).toBe(status);
          if (status >= 400) expect(typeof response.body.error).toBe('string');
        });
      }
    }
  });

  it('shows a super admin every row, newest first, with the accounts named', async () => {
    const page = await list('super_admin', 'pageSize=100');
    const actions = page.items.map((entry) => entry.action);
    expect(actions.slice(0, 3)).toEqual(['auth.login_failed', 'user.updated', 'account.password_changed']);
    expect(page.items[1]).toMatchObject({
      actor: { id: actors.super_admin.user.id, username: actors.super_admin.user.username },
      targetUsername: otherAdmin.user.username,
    });
    expect(page.actions).toEqual(expect.arrayContaining(['post.published', 'media.deleted', 'account.two_factor_enabled']));
  });

  it('shows an admin only the rows of the content managers they manage', async () => {
    const resetEditor = await app.accounts.create('content_manager');
    const superAdmin = await app.accounts.create('super_admin');
    await insert(
      new AuditLogEntity({ action: 'auth.login_failed', targetId: resetEditor.user.id, details: { email: resetEditor.user.email } }),
      new AuditLogEntity({ action: 'user.signed_out_everywhere', actorId: superAdmin.user.id, targetId: resetEditor.user.id }),
    );
    const page = await list('admin', 'pageSize=100');
    // Other test files share the database and add content managers of their own: judge the rows of this file's accounts.
    const accountsHere = new Set([...Object.values(actors), managedEditor, resetEditor, superAdmin, otherAdmin].map((account) => account.user.id));
    const rowsHere = page.items.filter((entry) => [entry.actor?.id, entry.targetId].some((id) => id && accountsHere.has(id)));
    expect(rowsHere.map((entry) => entry.action)).toEqual(expect.arrayContaining(['account.password_changed', 'auth.login_failed']));
    // What a super admin did, even to a content manager, is not the managed accounts' own action.
    expect(rowsHere.map((entry) => entry.action)).not.toContain('user.updated');
    expect(rowsHere.map((entry) => entry.action)).not.toContain('user.signed_out_everywhere');
    expect(page.items.some((entry) => JSON.stringify(entry.details).includes('=cmd|calc'))).toBe(false);
    for (const entry of rowsHere)
      expect([entry.actor?.id, entry.targetId]).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`^(${managedEditor.user.id}|${resetEditor.user.id}|${actors.content_manager.user.id})$`))]),
      );
  });

  it('filters by actor, action, target and Singapore days, and pages', async () => {
    expect((await list('super_admin', `actor=${actors.super_admin.user.username}`)).items.map((entry) => entry.action)).toEqual(['user.updated']);
    // Other test files change passwords in the shared database too: this file's change is among the rows, and only that action.
    const passwordChanges = (await list('super_admin', 'action=account.password_changed&pageSize=100')).items;
    expect(passwordChanges.map((entry) => entry.actor?.id)).toContain(managedEditor.user.id);
    expect(new Set(passwordChanges.map((entry) => entry.action))).toEqual(new Set(['account.password_changed']));
    expect((await list('super_admin', `target=${otherAdmin.user.email}`)).total).toBe(1);
    expect((await list('super_admin', `target=${managedEditor.user.id}`)).total).toBe(1);
    expect((await list('super_admin', 'to=2020-01-01')).total).toBe(0);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const all = await list('super_admin', `from=${today}&to=${today}`);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const first = await list('super_admin', `from=${today}&pageSize=1`);
    const second = await list('super_admin', `from=${today}&pageSize=1&after=${first.next}`);
    expect(second).toMatchObject({ pageSize: 1, total: all.total, totalIsCapped: false });
    expect(second.items.map((entry) => entry.id)).toEqual([all.items[1]?.id]);
  });

  it('exports the matching rows as CSV, formulas defused', async () => {
    const response = await api().get('/api/admin/audit-log/export.csv?action=auth.login_failed').set('Cookie', actors.super_admin.cookie).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Action,Action description,Actor,Actor ID,Target,Target ID,Client address,Details');
    expect(lines.slice(1).every((line) => line.includes(',auth.login_failed,Sign-in failed,'))).toBe(true);
    expect(response.text).toContain('"{""email"":""=cmd|calc""}"');
  });

  describe('content and media actions are written to the log', () => {
    const editorCookie = () => actors.content_manager.cookie;
    const rowsFor = (targetId: string) => app.accounts.em.fork().find(AuditLogEntity, { targetId }, { orderBy: { id: 'asc' } });

    it('publish, update of the live post, unpublish and delete of a post', async () => {
      const body = {
        title: `Audit trail ${Date.now()}`,
        content: '<p>Tenancy renewals explained.</p>',
        author: 'Mei',
        contentType: 'blog',
        status: 'approved',
        tags: ['Leasing'],
      };
      const draft = (await api().post('/api/admin/content-drafts').set('Cookie', editorCookie()).send(body).expect(201)).body as { id: string };
      const { post } = PublishResultSchema.parse(
        (await api().post(`/api/admin/content-drafts/${draft.id}/publish`).set('Cookie', editorCookie()).expect(200)).body,
      );
      await api().post(`/api/admin/content-drafts/${draft.id}/update-post`).set('Cookie', editorCookie()).expect(200);
      await api().post(`/api/admin/blog/${post.id}/unpublish`).set('Cookie', editorCookie()).expect(200);
      await api().delete(`/api/admin/blog/${post.id}`).set('Cookie', editorCookie()).expect(200);

      const rows = await rowsFor(post.id);
      expect(rows.map((row) => row.action)).toEqual(['post.published', 'post.updated', 'post.unpublished', 'post.deleted']);
      for (const row of rows) expect(row).toMatchObject({ actorId: actors.content_manager.user.id, details: expect.objectContaining({ title: body.title }) });
      expect(typeof rows[0]?.clientAddress).toBe('string');
    });

    it('media delete', async () => {
      const em = app.accounts.em.fork();
      const item = new MediaEntity({ originalFilename: 'marina-view.jpg', mimeType: 'image/jpeg', size: 1024 });
      await em.persistAndFlush(item);
      await api().delete(`/api/admin/media/${item.id}`).set('Cookie', editorCookie()).expect(200);

      expect((await rowsFor(item.id)).map((row) => [row.action, row.actorId, row.details])).toEqual([
        ['media.deleted', actors.content_manager.user.id, { filename: 'marina-view.jpg' }],
      ]);
    });
  });
});
