import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  ContentDraftPageSchema,
  ContentDraftSchema,
  ContentRevisionPageSchema,
  ContentRevisionSchema,
  DraftConflictSchema,
  REVISION_MESSAGES,
  RevisionDiffSchema,
  type ContentDraftInput,
} from '@app/contracts';
import { type TestAccount, accountFactory } from '../../testing/accounts';
import { useTestApp } from '../../testing/test-app';
import { type Caller, everyStaffRole } from '../../testing/role-matrix';

describe('draft revisions and safe concurrent saving', () => {
  let mei: TestAccount;
  let ahmad: TestAccount;
  let grace: TestAccount;
  const api = () => request(context.server);

  const context = useTestApp();
  beforeAll(async () => {
    const accounts = await accountFactory(context.app);
    mei = await accounts.create('content_manager');
    ahmad = await accounts.create('admin');
    grace = await accounts.create('super_admin');
  });

  const body = (fields: Partial<ContentDraftInput> = {}): ContentDraftInput => ({
    title: 'Renting out your HDB flat',
    content: '<p>Check the minimum occupation period first.</p>',
    author: 'Mei Ling Tan',
    contentType: 'blog',
    status: 'draft',
    tags: ['HDB'],
    ...fields,
  });
  const create = async (fields: Partial<ContentDraftInput> = {}) =>
    ContentDraftSchema.parse((await api().post('/api/admin/content-drafts').set('Cookie', mei.cookie).send(body(fields)).expect(201)).body);
  const save = (id: string, fields: Partial<ContentDraftInput>, as = mei) =>
    api().put(`/api/admin/content-drafts/${id}`).set('Cookie', as.cookie).send(body(fields));
  const revisionPage = async (id: string, query: { page?: number; pageSize?: number } = {}) =>
    ContentRevisionPageSchema.parse((await api().get(`/api/admin/content-drafts/${id}/revisions`).query(query).set('Cookie', mei.cookie).expect(200)).body);
  const revisions = async (id: string) => (await revisionPage(id)).items;

  describe('role matrix', () => {
    const cookie = (caller: Caller) => ({ anonymous: [], content_manager: [mei.cookie], admin: [ahmad.cookie], super_admin: [grace.cookie] })[caller];
    const cases: Array<[string, (draftId: string, revisionIds: [string, string]) => request.Test, Record<Caller, number>]> = [
      ['GET /api/admin/content-drafts/:id/revisions', (id) => api().get(`/api/admin/content-drafts/${id}/revisions`), everyStaffRole(200)],
      [
        'GET /api/admin/content-drafts/:id/revisions/diff',
        (id, [older, newer]) => api().get(`/api/admin/content-drafts/${id}/revisions/diff`).query({ from: older, to: newer }),
        everyStaffRole(200),
      ],
      [
        'GET /api/admin/content-drafts/:id/revisions/:revisionId',
        (id, [older]) => api().get(`/api/admin/content-drafts/${id}/revisions/${older}`),
        everyStaffRole(200),
      ],
      [
        'POST /api/admin/content-drafts/:id/revisions/:revisionId/restore',
        (id, [older]) => api().post(`/api/admin/content-drafts/${id}/revisions/${older}/restore`),
        everyStaffRole(200),
      ],
    ];

    for (const [route, send, expected] of cases) {
      it.each(Object.entries(expected))(`${route} as %s answers %i`, async (caller, status) => {
        const draft = await create();
        await save(draft.id, { baseVersion: 1, content: '<p>Check the MOP first.</p>' }).expect(200);
        const [newer, older] = await revisions(draft.id);
        const response = await send(draft.id, [older?.id ?? '', newer?.id ?? '']).set('Cookie', cookie(caller as Caller));
        expect(response.status).toBe(status);
        if (status >= 400) expect(typeof response.body.error).toBe('string');
      });
    }
  });

  it('keeps a revision of every save, newest first, with who made it and why', async () => {
    const draft = await create();
    expect(draft.version).toBe(1);
    const saved = ContentDraftSchema.parse((await save(draft.id, { baseVersion: 1, content: '<p>Check the MOP first.</p>' }, ahmad).expect(200)).body);
    expect(saved.version).toBe(2);
    await save(draft.id, { baseVersion: 2, content: '<p>Check the MOP and the quota.</p>', revisionSource: 'ai_enhance' }).expect(200);

    const history = await revisions(draft.id);
    expect(history.map((revision) => [revision.source, revision.draftVersion, revision.createdBy])).toEqual([
      ['ai_enhance', 3, mei.user.username],
      ['manual', 2, ahmad.user.username],
      ['manual', 1, mei.user.username],
    ]);
  });

  describe('paging', () => {
    /** A draft of five versions, each kept as a manual revision. */
    const fiveVersions = async () => {
      const draft = await create();
      for (const version of [1, 2, 3, 4]) await save(draft.id, { baseVersion: version, content: `<p>Check the MOP, take ${version}.</p>` }).expect(200);
      return draft;
    };
    const versionsOf = (page: { items: { draftVersion: number }[] }) => page.items.map((revision) => revision.draftVersion);

    it('answers the newest revisions first, 20 to a page unless asked otherwise', async () => {
      const draft = await fiveVersions();
      const page = await revisionPage(draft.id);
      expect(page).toMatchObject({ total: 5, page: 1, pageSize: 20 });
      expect(versionsOf(page)).toEqual([5, 4, 3, 2, 1]);
    });

    it('pages through the history newest first: a first, a second and a last, shorter page', async () => {
      const draft = await fiveVersions();
      const pages = await Promise.all([1, 2, 3].map((page) => revisionPage(draft.id, { page, pageSize: 2 })));
      expect(pages.map(versionsOf)).toEqual([[5, 4], [3, 2], [1]]);
      expect(pages.map(({ total, page, pageSize }) => [total, page, pageSize])).toEqual([
        [5, 1, 2],
        [5, 2, 2],
        [5, 3, 2],
      ]);
      expect((await revisionPage(draft.id, { page: 4, pageSize: 2 })).items).toEqual([]);
    });

    it.each([
      [{ page: 0 }, 'page starts at 1'],
      [{ page: 'two' }, 'page must be a number'],
      [{ pageSize: 101 }, 'pageSize is at most 100'],
    ])('answers 400 to the page query %j: %s', async (query, message) => {
      const draft = await create();
      const response = await api().get(`/api/admin/content-drafts/${draft.id}/revisions`).query(query).set('Cookie', mei.cookie).expect(400);
      expect(response.body.message).toBe(message);
    });
  });

  it('answers 409 with both versions and their word-level difference to a save based on an older version, and keeps the stored one', async () => {
    const draft = await create();
    await save(draft.id, { baseVersion: 1, content: '<p>Ahmad was first.</p>' }, ahmad).expect(200);
    const response = await save(draft.id, { baseVersion: 1, content: '<p>Mei was second.</p>' }).expect(409);
    expect(response.body.message).toBe(REVISION_MESSAGES.conflict);
    const conflict = DraftConflictSchema.parse(response.body.conflict);
    expect(conflict.current).toMatchObject({ version: 2, content: '<p>Ahmad was first.</p>' });
    expect(conflict.yours.content).toBe('<p>Mei was second.</p>');
    expect(conflict.diff).toEqual({
      title: [{ text: 'Renting out your HDB flat', change: 'same' }],
      content: [
        { text: 'Ahmad', change: 'removed' },
        { text: 'Mei', change: 'added' },
        { text: ' was ', change: 'same' },
        { text: 'first', change: 'removed' },
        { text: 'second', change: 'added' },
        { text: '.', change: 'same' },
      ],
    });
    expect((await revisions(draft.id)).length).toBe(2);
  });

  it('lets exactly one of two simultaneous saves of one version through', async () => {
    const draft = await create();
    const statuses = (await Promise.all([save(draft.id, { baseVersion: 1, title: 'Mei' }), save(draft.id, { baseVersion: 1, title: 'Ahmad' }, ahmad)])).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('collapses consecutive autosaves of one person into one revision', async () => {
    const draft = await create();
    await save(draft.id, { baseVersion: 1, content: '<p>Typing one</p>', revisionSource: 'autosave' }).expect(200);
    await save(draft.id, { baseVersion: 2, content: '<p>Typing one two</p>', revisionSource: 'autosave' }).expect(200);
    await save(draft.id, { baseVersion: 3, content: '<p>Typing one two three</p>', revisionSource: 'autosave' }).expect(200);
    const history = await revisions(draft.id);
    expect(history.map((revision) => [revision.source, revision.draftVersion])).toEqual([
      ['autosave', 4],
      ['manual', 1],
    ]);
  });

  it('creates a new draft once per creation key, however often the create is sent', async () => {
    const creationKey = randomUUID();
    const first = await create({ creationKey, revisionSource: 'autosave', content: '<p>Typing</p>' });
    const again = [await create({ creationKey, content: '<p>Typing more</p>' }), await create({ creationKey, title: 'Another title' })];

    expect(again.map((draft) => [draft.id, draft.version, draft.title])).toEqual([
      [first.id, 1, first.title],
      [first.id, 1, first.title],
    ]);
    expect((await revisions(first.id)).map((revision) => revision.source)).toEqual(['autosave']);
    const listed = ContentDraftPageSchema.parse((await api().get('/api/admin/content-drafts').set('Cookie', mei.cookie).expect(200)).body).items;
    expect(listed.filter((draft) => draft.id === first.id)).toHaveLength(1);
    expect((await create({ creationKey: randomUUID() })).id).not.toBe(first.id);
  });

  it('answers 400 to a creation key that is not a UUID', async () => {
    const response = await api()
      .post('/api/admin/content-drafts')
      .set('Cookie', mei.cookie)
      .send(body({ creationKey: 'again' }))
      .expect(400);
    expect(typeof response.body.error).toBe('string');
  });

  it('creates simultaneous drafts with the same key only once', async () => {
    const creationKey = randomUUID();
    const made = await Promise.all([1, 2, 3].map(() => create({ creationKey })));
    expect(new Set(made.map((draft) => draft.id)).size).toBe(1);
    expect(await revisions(made[0]?.id as string)).toHaveLength(1);
  });

  it('shows the word-level difference of two revisions, markup left out', async () => {
    const draft = await create({ content: '<h2>Plan</h2><p>Check the minimum occupation period first.</p>' });
    await save(draft.id, { baseVersion: 1, content: '<h2>Plan</h2><p>Check the occupation period and the quota first.</p>' }).expect(200);
    const [newer, older] = await revisions(draft.id);
    const response = await api()
      .get(`/api/admin/content-drafts/${draft.id}/revisions/diff`)
      .query({ from: older?.id, to: newer?.id })
      .set('Cookie', mei.cookie)
      .expect(200);
    const diff = RevisionDiffSchema.parse(response.body);
    expect(diff.content.filter((part) => part.change === 'removed').map((part) => part.text.trim())).toEqual(['minimum']);
    expect(diff.content.filter((part) => part.change === 'added').map((part) => part.text.trim())).toEqual(['and the quota']);
    expect(diff.content.map((part) => part.text).join('')).not.toContain('<');
  });

  it('restores a revision as a new version and a new revision, leaving history as it was', async () => {
    const draft = await create({ content: '<p>The original text.</p>' });
    await save(draft.id, { baseVersion: 1, content: '<p>An AI rewrite.</p>', revisionSource: 'ai_enhance' }).expect(200);
    const original = (await revisions(draft.id))[1];
    const revision = ContentRevisionSchema.parse(
      (await api().get(`/api/admin/content-drafts/${draft.id}/revisions/${original?.id}`).set('Cookie', mei.cookie).expect(200)).body,
    );
    expect(revision.content).toBe('<p>The original text.</p>');

    const restored = ContentDraftSchema.parse(
      (await api().post(`/api/admin/content-drafts/${draft.id}/revisions/${original?.id}/restore`).set('Cookie', ahmad.cookie).expect(200)).body,
    );
    expect(restored).toMatchObject({ content: '<p>The original text.</p>', version: 3 });
    expect((await revisions(draft.id)).map((item) => item.source)).toEqual(['restore', 'ai_enhance', 'manual']);
  });

  it('keeps a revision when the draft is published', async () => {
    const draft = await create({ status: 'approved' });
    await api().post(`/api/admin/content-drafts/${draft.id}/publish`).set('Cookie', mei.cookie).expect(200);
    expect((await revisions(draft.id)).map((item) => item.source)).toEqual(['publish', 'manual']);
  });

  it('keeps a revision when the live post is updated from its draft', async () => {
    const draft = await create({ status: 'approved' });
    await api().post(`/api/admin/content-drafts/${draft.id}/publish`).set('Cookie', mei.cookie).expect(200);
    const published = ContentDraftSchema.parse((await api().get(`/api/admin/content-drafts/${draft.id}`).set('Cookie', mei.cookie).expect(200)).body);
    await save(draft.id, {
      status: 'approved',
      baseVersion: published.version,
      content: '<p>Check the minimum occupation period and your loan first.</p>',
    }).expect(200);
    await api().post(`/api/admin/content-drafts/${draft.id}/update-post`).set('Cookie', ahmad.cookie).expect(200);
    const history = await revisions(draft.id);
    expect(history.map((item) => item.source)).toEqual(['publish', 'manual', 'publish', 'manual']);
    expect(history[0]).toMatchObject({ createdBy: ahmad.user.fullName ?? ahmad.user.username, draftVersion: history[1]?.draftVersion });
  });

  it('answers 404 for an unknown revision, 400 for a diff without two revisions, and 401 without a session', async () => {
    const draft = await create();
    const unknown = '0b5e0c3a-6a1d-4f7b-9c2e-1a2b3c4d5e6f';
    const missing = await api().get(`/api/admin/content-drafts/${draft.id}/revisions/${unknown}`).set('Cookie', mei.cookie).expect(404);
    expect(missing.body.message).toBe(REVISION_MESSAGES.notFound);
    await api().post(`/api/admin/content-drafts/${draft.id}/revisions/${unknown}/restore`).set('Cookie', mei.cookie).expect(404);
    await api().get(`/api/admin/content-drafts/${draft.id}/revisions/diff`).query({ from: 'x' }).set('Cookie', mei.cookie).expect(400);
    await api().get(`/api/admin/content-drafts/${draft.id}/revisions`).expect(401);
  });
});
