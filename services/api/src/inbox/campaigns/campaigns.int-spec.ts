import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { CAMPAIGN_MESSAGES, CampaignPageSchema, CampaignSchema, CampaignTestResultSchema, type ContentType, type DraftStatus, type Role } from '@app/contracts';
import { BlogPostEntity, ContentDraftEntity, JobQueues, OutboundMailEntity, PropertyEntity, SEND_MAIL_JOB } from '@app/core';
import { type TestAccount, accountFactory } from '../../testing/accounts';
import { createTestApp } from '../../testing/test-app';

type Caller = 'anonymous' | Role;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const MAIL_SETTINGS = { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Harbourline <hello@harbourline.test>' };

describe('newsletter campaigns API', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  let em: EntityManager;
  const actors = {} as Record<Role, TestAccount>;

  beforeAll(async () => {
    // Its own Redis prefix: no worker of another test file takes these jobs. Mail configured: test e-mails can be sent.
    context = await createTestApp({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-campaigns`, ...MAIL_SETTINGS });
    em = context.app.get(EntityManager).fork();
    const accounts = await accountFactory(context.app);
    for (const role of ['super_admin', 'admin', 'content_manager'] as const) actors[role] = await accounts.create(role);
  });
  afterAll(() => context.app.close());

  const as = (caller: Caller) => (caller === 'anonymous' ? [] : [actors[caller].cookie]);
  const api = () => request(context.server);
  const storeDraft = async (contentType: ContentType = 'newsletter', status: DraftStatus = 'approved') => {
    const draft = new ContentDraftEntity({
      title: `Harbourline Letter ${Math.random().toString(36).slice(2, 8)}`,
      content: '<p>What changed for landlords this month.</p>',
      author: null,
      contentType,
      status,
      tags: [],
      imageUrl: null,
      featuredImage: null,
      scheduledFor: null,
    });
    await em.persistAndFlush(draft);
    return draft;
  };
  const create = (body: object, caller: Caller = 'content_manager') => api().post('/api/admin/campaigns').set('Cookie', as(caller)).send(body);

  it.each([
    ['anonymous', 401],
    ['content_manager', 201],
    ['admin', 201],
    ['super_admin', 201],
  ] as const)('is prepared by every staff role (%s: %i)', async (caller, status) => {
    const draft = await storeDraft();
    await create({ draftId: draft.id }, caller).expect(status);
    await api().get('/api/admin/campaigns').set('Cookie', as(caller)).expect(status === 201 ? 200 : status);
  });

  it('makes a campaign of an approved Newsletter draft with published posts and shown listings, as a draft, with its id', async () => {
    const draft = await storeDraft();
    const [post] = await em.find(BlogPostEntity, { status: 'published' }, { limit: 1 });
    const [property] = await em.find(PropertyEntity, { status: 'available' }, { limit: 1 });
    const response = await create({ draftId: draft.id, postIds: [post?.id], propertyIds: [property?.id] }).expect(201);
    const campaign = CampaignSchema.parse(response.body);
    expect(campaign).toMatchObject({
      id: expect.any(String),
      status: 'draft',
      draftId: draft.id,
      subject: draft.title,
      postIds: [post?.id],
      propertyIds: [property?.id],
      createdBy: actors.content_manager.user.id,
    });
    const detail = await api().get(`/api/admin/campaigns/${campaign.id}`).set('Cookie', as('admin')).expect(200);
    expect(CampaignSchema.parse(detail.body)).toEqual(campaign);
    const page = CampaignPageSchema.parse((await api().get('/api/admin/campaigns?pageSize=1').set('Cookie', as('admin')).expect(200)).body);
    expect(page).toMatchObject({ page: 1, pageSize: 1, items: [{ id: campaign.id }] });
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it('refuses a draft that is not an approved Newsletter, and posts or listings visitors cannot see, with 400', async () => {
    for (const draft of [await storeDraft('blog'), await storeDraft('newsletter', 'review')]) {
      expect((await create({ draftId: draft.id }).expect(400)).body.error).toBe(CAMPAIGN_MESSAGES.draftNotApproved);
    }
    expect((await create({ draftId: UNKNOWN_ID }).expect(400)).body.error).toBe(CAMPAIGN_MESSAGES.draftNotApproved);
    const draft = await storeDraft();
    const [hidden] = await em.find(PropertyEntity, { status: { $in: ['sold', 'hidden'] } }, { limit: 1 });
    if (hidden) expect((await create({ draftId: draft.id, propertyIds: [hidden.id] }).expect(400)).body.error).toBe(CAMPAIGN_MESSAGES.propertyNotShown);
    expect((await create({ draftId: draft.id, propertyIds: [UNKNOWN_ID] }).expect(400)).body.error).toBe(CAMPAIGN_MESSAGES.propertyNotShown);
    expect((await create({ draftId: draft.id, postIds: [UNKNOWN_ID] }).expect(400)).body.error).toBe(CAMPAIGN_MESSAGES.postNotPublished);
    expect((await create({ draftId: 'newsletter' }).expect(400)).body.error).toBe('Choose an approved newsletter draft');
  });

  it('keeps a campaign, with its subject, when its draft is deleted; 404 for an unknown or malformed id', async () => {
    const draft = await storeDraft();
    const campaign = CampaignSchema.parse((await create({ draftId: draft.id }).expect(201)).body);
    await em.nativeDelete(ContentDraftEntity, { id: draft.id });
    const detail = CampaignSchema.parse((await api().get(`/api/admin/campaigns/${campaign.id}`).set('Cookie', as('content_manager')).expect(200)).body);
    expect(detail).toMatchObject({ draftId: null, subject: draft.title });
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      expect((await api().get(`/api/admin/campaigns/${id}`).set('Cookie', as('content_manager')).expect(404)).body.error).toBe(CAMPAIGN_MESSAGES.notFound);
    }
  });

  describe('test e-mail', () => {
    const test = (id: string, caller: Caller = 'content_manager') => api().post(`/api/admin/campaigns/${id}/test`).set('Cookie', as(caller));
    const campaignId = async () => CampaignSchema.parse((await create({ draftId: (await storeDraft()).id }).expect(201)).body).id;

    it('stores a test e-mail to the signed-in staff member in the outbox and queues it, for every staff role', async () => {
      const id = await campaignId();
      for (const caller of ['content_manager', 'admin'] as const) {
        const answer = CampaignTestResultSchema.parse((await test(id, caller).expect(201)).body);
        expect(answer.message).toBe(CAMPAIGN_MESSAGES.testSent(actors[caller].user.email));
        const mail = await em.fork().findOneOrFail(OutboundMailEntity, { campaign: id, recipient: actors[caller].user.email });
        expect(mail).toMatchObject({ kind: 'campaign_test', status: 'pending' });
        expect((await context.app.get(JobQueues).queue('notifications').getJob(SEND_MAIL_JOB.jobId({ mailId: mail.id })))?.data).toMatchObject({ mailId: mail.id });
      }
      await test(id, 'anonymous').expect(401);
      expect((await test(UNKNOWN_ID).expect(404)).body.error).toBe(CAMPAIGN_MESSAGES.notFound);
    });

    it('is refused with 409 without mail settings', async () => {
      const id = await campaignId();
      const withoutMail = await createTestApp({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-campaigns`, JWT_SECRET: context.config.JWT_SECRET, SMTP_URL: '', MAIL_FROM: '' });
      try {
        const refused = await request(withoutMail.server).post(`/api/admin/campaigns/${id}/test`).set('Cookie', as('admin')).expect(409);
        expect(refused.body.error).toBe(CAMPAIGN_MESSAGES.testUnavailable);
        expect(await em.fork().count(OutboundMailEntity, { campaign: id })).toBe(0);
      } finally {
        await withoutMail.app.close();
      }
    });
  });
});
