import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { ContentDraftSchema, CreatedPreviewLinkSchema, PREVIEW_LINK_MESSAGES } from '@app/contracts';
import { ContentPreviewLinkEntity } from '@app/core';
import { type TestAccount, accountFactory } from '../../testing/accounts';
import { createTestApp } from '../../testing/test-app';

// Needs the real shell build: node_modules/.bin/nx run shell:build. The server render itself is checked in
// e2e/tests/draft-preview.spec.ts (Jest cannot evaluate the Module Federation server container).

describe('the page of a draft preview link', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  let accounts: Awaited<ReturnType<typeof accountFactory>>;
  let editor: TestAccount;
  const api = () => request(context.server);

  beforeAll(async () => {
    expect(existsSync(path.resolve(__dirname, '../../../../../shell/dist/index.html'))).toBe(true);
    context = await createTestApp();
    accounts = await accountFactory(context.app);
    editor = await accounts.create('content_manager');
  });
  afterAll(() => context.app.close());

  const draftInput = (title: string) => ({
    title,
    content: '<p>Rents held steady.</p>',
    author: 'Mei Ling Tan',
    contentType: 'market-report',
    status: 'draft',
    tags: ['Market'],
  });
  const shareDraft = async (title: string) => {
    const draft = ContentDraftSchema.parse(
      (await api().post('/api/admin/content-drafts').set('Cookie', editor.cookie).send(draftInput(title)).expect(201)).body,
    );
    const link = CreatedPreviewLinkSchema.parse(
      (await api().post(`/api/admin/content-drafts/${draft.id}/preview-links`).set('Cookie', editor.cookie).expect(201)).body,
    );
    return { draft, link };
  };
  const expectNeverStoredIndexedNorReferred = (response: request.Response) => {
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toContain('noindex');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.text).toMatch(/<meta name="robots" content="noindex[^"]*">/);
    expect(response.text).not.toContain('rel="canonical"');
  };

  it('shows the draft as it is now, titled as a preview, never stored nor indexed', async () => {
    const { draft, link } = await shareDraft('District 10 rents this quarter');
    const first = await api().get(`/preview/${link.token}`).expect(200).expect('Content-Type', /html/);
    expectNeverStoredIndexedNorReferred(first);
    expect(first.text).toContain('<title>Preview: District 10 rents this quarter | Harbourline Property Management</title>');

    await api().put(`/api/admin/content-drafts/${draft.id}`).set('Cookie', editor.cookie).send(draftInput('District 10 rents rose')).expect(200);
    const next = await api().get(`/preview/${link.token}`).expect(200);
    expect(next.text).toContain('<title>Preview: District 10 rents rose | Harbourline Property Management</title>');
  });

  it('answers 410 with its reason once the link is withdrawn or has expired', async () => {
    const withdrawn = await shareDraft('Withdrawn preview');
    await api().delete(`/api/admin/content-drafts/${withdrawn.draft.id}/preview-links/${withdrawn.link.id}`).set('Cookie', editor.cookie).expect(204);
    const gone = await api().get(`/preview/${withdrawn.link.token}`).expect(410);
    expectNeverStoredIndexedNorReferred(gone);
    expect(gone.text).toContain(`<meta name="description" content="${PREVIEW_LINK_MESSAGES.revoked}">`);

    const expired = await shareDraft('Expired preview');
    await accounts.em.fork().nativeUpdate(ContentPreviewLinkEntity, { id: expired.link.id }, { expiresAt: new Date(Date.now() - 1000) });
    const late = await api().get(`/preview/${expired.link.token}`).expect(410);
    expect(late.text).toContain(`<meta name="description" content="${PREVIEW_LINK_MESSAGES.expired}">`);
  });

  it('answers 404 for a token never given', async () => {
    const response = await api().get('/preview/not-a-token-we-gave').expect(404);
    expectNeverStoredIndexedNorReferred(response);
    expect(response.text).toContain(`<meta name="description" content="${PREVIEW_LINK_MESSAGES.notFound}">`);
  });

  it('keeps previews out of the sitemap', async () => {
    await shareDraft('Not in the sitemap');
    const sitemap = await api().get('/sitemap.xml').expect(200);
    expect(sitemap.text).not.toContain('/preview');
  });
});
