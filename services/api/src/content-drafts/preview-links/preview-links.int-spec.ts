import request from 'supertest';
import {
  ContentDraftSchema,
  CreatedPreviewLinkSchema,
  DraftPreviewSchema,
  PREVIEW_LINK_LIFETIME_DAYS,
  PREVIEW_LINK_MESSAGES,
  PreviewLinksPageSchema,
} from '@app/contracts';
import { ContentPreviewLinkEntity } from '@app/core';
import { accountFactory } from '../../testing/accounts';
import { cookiesOf, createStaffAccounts, type StaffAccounts } from '../../testing/staff-accounts';
import { useTestApp } from '../../testing/test-app';
import { type Caller, everyStaffRole } from '../../testing/role-matrix';

describe('draft preview links', () => {
  let accounts: Awaited<ReturnType<typeof accountFactory>>;
  let actors: StaffAccounts;
  const api = () => request(context.server);

  const context = useTestApp();
  beforeAll(async () => {
    accounts = await accountFactory(context.app);
    actors = await createStaffAccounts(accounts);
  });

  const as = (caller: Caller) => cookiesOf(actors, caller);
  const linksOf = (draftId: string) => `/api/admin/content-drafts/${draftId}/preview-links`;
  const createDraft = async () =>
    ContentDraftSchema.parse(
      (
        await api()
          .post('/api/admin/content-drafts')
          .set('Cookie', as('content_manager'))
          .send({
            title: 'District 10 rents this quarter',
            content: '<p>Rents held steady.</p>',
            author: 'Mei Ling Tan',
            contentType: 'market-report',
            status: 'draft',
            tags: ['Market'],
          })
          .expect(201)
      ).body,
    );
  const share = async (draftId: string) =>
    CreatedPreviewLinkSchema.parse((await api().post(linksOf(draftId)).set('Cookie', as('content_manager')).expect(201)).body);
  const open = (token: string) => api().get(`/api/preview/${token}`);
  const linkPage = async (draftId: string, query: { page?: number; pageSize?: number } = {}) =>
    PreviewLinksPageSchema.parse((await api().get(linksOf(draftId)).query(query).set('Cookie', as('content_manager')).expect(200)).body);

  describe('role matrix', () => {
    const cases: Array<[string, (draftId: string, linkId: string) => request.Test, Record<Caller, number>]> = [
      ['GET /api/admin/content-drafts/:id/preview-links', (id) => api().get(linksOf(id)), everyStaffRole(200)],
      ['POST /api/admin/content-drafts/:id/preview-links', (id) => api().post(linksOf(id)), everyStaffRole(201)],
      ['DELETE /api/admin/content-drafts/:id/preview-links/:linkId', (id, linkId) => api().delete(`${linksOf(id)}/${linkId}`), everyStaffRole(204)],
    ];

    for (const [route, send, expected] of cases) {
      it.each(Object.entries(expected))(`${route} as %s answers %i`, async (caller, status) => {
        const draft = await createDraft();
        const link = await share(draft.id);
        const response = await send(draft.id, link.id).set('Cookie', as(caller as Caller));
        expect(response.status).toBe(status);
        if (status >= 400) expect(typeof response.body.error).toBe('string');
      });
    }
  });

  it('opens the draft as it is now for someone signed out, for seven days, never indexed nor stored', async () => {
    const draft = await createDraft();
    const before = Date.now();
    const link = await share(draft.id);
    const lifetime = new Date(link.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(PREVIEW_LINK_LIFETIME_DAYS * 86_400_000);
    expect(lifetime).toBeLessThan(PREVIEW_LINK_LIFETIME_DAYS * 86_400_000 + 60_000);
    expect(link.createdBy).toBe(actors.content_manager.user.username);

    await api()
      .put(`/api/admin/content-drafts/${draft.id}`)
      .set('Cookie', as('admin'))
      .send({
        title: 'District 10 rents this quarter',
        content: '<p>Rents rose 2%.</p>',
        author: 'Mei Ling Tan',
        contentType: 'market-report',
        status: 'draft',
        tags: ['Market'],
      })
      .expect(200);
    const response = await open(link.token).expect(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(DraftPreviewSchema.parse(response.body)).toMatchObject({
      title: 'District 10 rents this quarter',
      content: '<p>Rents rose 2%.</p>',
      expiresAt: link.expiresAt,
    });
  });

  it('keeps only a hash of the token, and lists open links without it', async () => {
    const draft = await createDraft();
    const link = await share(draft.id);
    const stored = await accounts.em.fork().findOneOrFail(ContentPreviewLinkEntity, { id: link.id });
    expect(stored.tokenHash).not.toContain(link.token);
    const listed = await api().get(linksOf(draft.id)).set('Cookie', as('admin')).expect(200);
    expect(PreviewLinksPageSchema.parse(listed.body).items.map((item) => item.id)).toEqual([link.id]);
    expect(JSON.stringify(listed.body)).not.toContain(link.token);
  });

  it('answers 410 once a link has expired, and leaves it out of the list', async () => {
    const draft = await createDraft();
    const link = await share(draft.id);
    await accounts.em.fork().nativeUpdate(ContentPreviewLinkEntity, { id: link.id }, { expiresAt: new Date(Date.now() - 1000) });
    const response = await open(link.token).expect(410);
    expect(response.body.message).toBe(PREVIEW_LINK_MESSAGES.expired);
    expect(await linkPage(draft.id)).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
  });

  it("answers 410 at once after a link is withdrawn, while the draft's other links still open", async () => {
    const draft = await createDraft();
    const withdrawn = await share(draft.id);
    const kept = await share(draft.id);
    await open(withdrawn.token).expect(200);
    await api()
      .delete(`${linksOf(draft.id)}/${withdrawn.id}`)
      .set('Cookie', as('admin'))
      .expect(204);
    const response = await open(withdrawn.token).expect(410);
    expect(response.body.message).toBe(PREVIEW_LINK_MESSAGES.revoked);
    await open(kept.token).expect(200);
  });

  describe('paging', () => {
    const idsOf = (page: { items: { id: string }[] }) => page.items.map((link) => link.id);

    it('pages through the open links newest first, withdrawn ones left out of the pages and the total', async () => {
      const draft = await createDraft();
      const [oldest, older, withdrawn, newest] = [await share(draft.id), await share(draft.id), await share(draft.id), await share(draft.id)];
      await api()
        .delete(`${linksOf(draft.id)}/${withdrawn?.id}`)
        .set('Cookie', as('admin'))
        .expect(204);

      const pages = await Promise.all([1, 2].map((page) => linkPage(draft.id, { page, pageSize: 2 })));
      expect(pages.map(idsOf)).toEqual([[newest?.id, older?.id], [oldest?.id]]);
      expect(pages.map(({ total, page, pageSize }) => [total, page, pageSize])).toEqual([
        [3, 1, 2],
        [3, 2, 2],
      ]);
      expect(idsOf(await linkPage(draft.id, { page: 3, pageSize: 2 }))).toEqual([]);
      expect(await linkPage(draft.id)).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    });

    it.each([
      [{ page: -1 }, 'page starts at 1'],
      [{ page: 'next' }, 'page must be a number'],
      [{ pageSize: 500 }, 'pageSize is at most 100'],
    ])('answers 400 to the page query %j: %s', async (query, message) => {
      const draft = await createDraft();
      const response = await api().get(linksOf(draft.id)).query(query).set('Cookie', as('content_manager')).expect(400);
      expect(response.body.message).toBe(message);
    });
  });

  it('answers 404 for a token never given, a link of another draft, and the links of a deleted draft', async () => {
    const missing = await open('not-a-token-we-gave').expect(404);
    expect(missing.body.message).toBe(PREVIEW_LINK_MESSAGES.notFound);
    const draft = await createDraft();
    const other = await createDraft();
    const link = await share(draft.id);
    await api()
      .delete(`${linksOf(other.id)}/${link.id}`)
      .set('Cookie', as('admin'))
      .expect(404);
    await api().post(linksOf('0b5e0c3a-6a1d-4f7b-9c2e-1a2b3c4d5e6f')).set('Cookie', as('admin')).expect(404);
    await api().delete(`/api/admin/content-drafts/${draft.id}`).set('Cookie', as('admin')).expect(200);
    await open(link.token).expect(404);
  });
});
