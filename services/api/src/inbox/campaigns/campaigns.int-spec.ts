import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  CAMPAIGN_MESSAGES,
  CampaignDetailSchema,
  CampaignPageSchema,
  CampaignPreviewSchema,
  CampaignSchema,
  CampaignTestResultSchema,
  type ContentType,
  type DraftStatus,
  type MailStatus,
} from '@app/contracts';
import {
  BlogPostEntity,
  CampaignEntity,
  ContentDraftEntity,
  JobQueues,
  MediaEntity,
  NewsletterSubscriberEntity,
  OutboundMailEntity,
  PropertyEntity,
  SEND_MAIL_JOB,
  START_CAMPAIGN_JOB,
  UserEntity,
} from '@app/core';
import { accountFactory } from '../../testing/accounts';
import { cookiesOf, createStaffAccounts, type StaffAccounts } from '../../testing/staff-accounts';
import { draftRow } from '../../testing/content-drafts';
import { createTestApp, useTestApp } from '../../testing/test-app';
import { type Caller } from '../../testing/role-matrix';
import { CampaignsRepository } from './campaigns.repository';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const MAIL_SETTINGS = { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Harbourline <hello@harbourline.test>' };

describe('newsletter campaigns API', () => {
  let em: EntityManager;
  let actors: StaffAccounts;

  // Its own Redis prefix: no worker of another test file takes these jobs. Mail configured: test e-mails can be sent.
  const context = useTestApp({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-campaigns`, ...MAIL_SETTINGS });
  beforeAll(async () => {
    em = context.app.get(EntityManager).fork();
    const accounts = await accountFactory(context.app);
    actors = await createStaffAccounts(accounts);
  });

  const as = (caller: Caller) => cookiesOf(actors, caller);
  const api = () => request(context.server);
  const storeDraft = async (contentType: ContentType = 'newsletter', status: DraftStatus = 'approved') => {
    const draft = draftRow({ title: `Harbourline Letter ${Math.random().toString(36).slice(2, 8)}`, contentType, status });
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
    await api()
      .get('/api/admin/campaigns')
      .set('Cookie', as(caller))
      .expect(status === 201 ? 200 : status);
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
    // Available, but its agent has since cleared the phone: it left the site, so no mail features it either.
    const unregistered = await em.findOneOrFail(PropertyEntity, { status: 'available' }, { populate: ['agent'] });
    const agent = unregistered.agent as UserEntity;
    const agentPhone = agent.phone;
    await em.nativeUpdate(UserEntity, { id: agent.id }, { phone: null });
    try {
      expect((await create({ draftId: draft.id, propertyIds: [unregistered.id] }).expect(400)).body.error).toBe(CAMPAIGN_MESSAGES.propertyNotShown);
    } finally {
      await em.nativeUpdate(UserEntity, { id: agent.id }, { phone: agentPhone });
    }
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

  it('previews the mail as subscribers get it, for every staff role; 409 once its draft is deleted', async () => {
    const draft = await storeDraft();
    const [post] = await em.find(BlogPostEntity, { status: 'published' }, { limit: 1 });
    const campaign = CampaignSchema.parse((await create({ draftId: draft.id, postIds: [post?.id] }).expect(201)).body);
    const preview = CampaignPreviewSchema.parse(
      (await api().get(`/api/admin/campaigns/${campaign.id}/preview`).set('Cookie', as('content_manager')).expect(200)).body,
    );
    expect(preview.subject).toBe(draft.title);
    expect(preview.html).toContain('What changed for landlords this month.');
    expect(preview.html).toContain(`/blog/${post?.slug}"`);
    expect(preview.html).toMatch(/<a href="http[^"]+\/newsletter\/unsubscribe"[^>]*>Unsubscribe<\/a>/);
    expect(preview.text).toContain(post?.title);
    await api().get(`/api/admin/campaigns/${campaign.id}/preview`).expect(401);
    await em.nativeDelete(ContentDraftEntity, { id: draft.id });
    expect((await api().get(`/api/admin/campaigns/${campaign.id}/preview`).set('Cookie', as('admin')).expect(409)).body.error).toBe(
      CAMPAIGN_MESSAGES.draftDeleted,
    );
  });

  it('previews only raster images mail clients show: the JPEG of a bundled SVG or of a library item, never an SVG or a WebP', async () => {
    const item = async (mailImage: boolean) => {
      const media = Object.assign(new MediaEntity({ originalFilename: 'rents.png', mimeType: 'image/png', size: 10 }), {
        status: 'ready' as const,
        width: 1600,
        height: 900,
        mailImage,
      });
      await em.persistAndFlush(media);
      return media.id;
    };
    const [withJpeg, processedBefore] = [await item(true), await item(false)];
    const draft = await storeDraft();
    draft.content = `<h2>Rents</h2><p><img src="/media/${withJpeg}/1280.webp" alt="Rents by district"><img src="/media/${processedBefore}/1280.webp" alt="Older chart"></p>`;
    await em.flush();
    const [post] = await em.find(BlogPostEntity, { status: 'published', imageUrl: { $like: '/images/%.svg' } }, { limit: 1 });
    const campaign = CampaignSchema.parse((await create({ draftId: draft.id, postIds: [post?.id] }).expect(201)).body);

    const { html, text } = CampaignPreviewSchema.parse(
      (await api().get(`/api/admin/campaigns/${campaign.id}/preview`).set('Cookie', as('admin')).expect(200)).body,
    );
    const images = [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(new RegExp(`src="http[^"]+/media/${withJpeg}/mail\\.jpg" alt="Rents by district" width="560" height="315"`));
    expect(images[1]).toMatch(
      new RegExp(`src="http[^"]+${(post?.imageUrl as string).replace('.svg', '\\.mail\\.jpg')}" alt="[^"]+" width="560" height="\\d+"`),
    );
    expect(html).not.toMatch(/\.(svg|webp)"/);
    expect(text.split('\n')).toContain('Rents');
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
        expect(
          (
            await context.app
              .get(JobQueues)
              .queue('notifications')
              .getJob(SEND_MAIL_JOB.jobId({ mailId: mail.id }))
          )?.data,
        ).toMatchObject({ mailId: mail.id });
      }
      await test(id, 'anonymous').expect(401);
      expect((await test(UNKNOWN_ID).expect(404)).body.error).toBe(CAMPAIGN_MESSAGES.notFound);
    });

    it('is refused with 409 without mail settings', async () => {
      const id = await campaignId();
      const withoutMail = await createTestApp({
        REDIS_PREFIX: `${process.env.REDIS_PREFIX}-campaigns`,
        JWT_SECRET: context.config.JWT_SECRET,
        SMTP_URL: '',
        MAIL_FROM: '',
      });
      try {
        const refused = await request(withoutMail.server).post(`/api/admin/campaigns/${id}/test`).set('Cookie', as('admin')).expect(409);
        expect(refused.body.error).toBe(CAMPAIGN_MESSAGES.testUnavailable);
        expect(await em.fork().count(OutboundMailEntity, { campaign: id })).toBe(0);
      } finally {
        await withoutMail.app.close();
      }
    });
  });

  describe('sending', () => {
    const campaignId = async () => CampaignSchema.parse((await create({ draftId: (await storeDraft()).id }).expect(201)).body).id;
    const send = (id: string, body: object = {}, caller: Caller = 'admin') =>
      api().post(`/api/admin/campaigns/${id}/send`).set('Cookie', as(caller)).send(body);
    const cancel = (id: string, caller: Caller = 'admin') => api().post(`/api/admin/campaigns/${id}/cancel`).set('Cookie', as(caller));
    const startJob = (id: string) =>
      context.app
        .get(JobQueues)
        .queue('notifications')
        .getJob(START_CAMPAIGN_JOB.jobId({ campaignId: id, sendAt: new Date().toISOString() }));

    it.each([
      ['anonymous', 401],
      ['content_manager', 403],
      ['admin', 200],
      ['super_admin', 200],
    ] as const)('is sent and cancelled by admins and super admins only (%s: %i)', async (caller, status) => {
      const id = await campaignId();
      await send(id, {}, caller).expect(status);
      await cancel(id, caller).expect(status);
      const stored = await em.fork().findOneOrFail(CampaignEntity, { id });
      expect(stored.status).toBe(status === 200 ? 'cancelled' : 'draft');
    });

    it('sends now: scheduled at once with its start job queued; a second send is refused with 409', async () => {
      const id = await campaignId();
      const before = Date.now();
      const answer = CampaignDetailSchema.parse((await send(id).expect(200)).body);
      expect(answer).toMatchObject({ id, status: 'scheduled', counts: { queued: 0, sent: 0, failed: 0, unsubscribed: 0 }, failures: [] });
      expect(Date.parse(answer.sendAt as string)).toBeGreaterThanOrEqual(before - 1000);
      expect((await startJob(id))?.data).toMatchObject({ campaignId: id, sendAt: answer.sendAt });
      expect((await send(id).expect(409)).body.error).toBe(CAMPAIGN_MESSAGES.notDraft);
    });

    it('never writes a scheduled campaign back over a worker that began it meanwhile (the answer reads it afresh)', async () => {
      const id = await campaignId();
      const requestEm = em.fork();
      const campaigns = new CampaignsRepository(requestEm);
      const campaign = await requestEm.findOneOrFail(CampaignEntity, { id });
      expect(await campaigns.schedule(campaign, new Date())).toBe(true);
      // A quick worker begins it before the request has answered.
      await em.fork().nativeUpdate(CampaignEntity, { id }, { status: 'sending', startedAt: new Date() });
      // The answer's reads query campaigns again: MikroORM flushes a changed campaign before such a query.
      await campaigns.draftLastSentAt(campaign, new Date(0));
      await requestEm.flush();
      expect((await em.fork().findOneOrFail(CampaignEntity, { id })).status).toBe('sending');
    });

    it('schedules for a later time with a delayed start job; cancelled, it cannot be cancelled or sent again', async () => {
      const id = await campaignId();
      expect((await send(id, { sendAt: 'tomorrow' }).expect(400)).body.error).toContain('sendAt must be a date and time');
      const sendAt = new Date(Date.now() + 3_600_000).toISOString();
      const answer = CampaignDetailSchema.parse((await send(id, { sendAt }).expect(200)).body);
      expect(answer).toMatchObject({ status: 'scheduled', sendAt });
      expect(await (await startJob(id))?.isDelayed()).toBe(true);
      expect(CampaignDetailSchema.parse((await cancel(id).expect(200)).body).status).toBe('cancelled');
      expect((await cancel(id).expect(409)).body.error).toBe(CAMPAIGN_MESSAGES.notCancellable);
      expect((await send(id).expect(409)).body.error).toBe(CAMPAIGN_MESSAGES.notDraft);
    });

    it('names how many subscribers it goes to; a draft that went out in the last 30 days goes again only on a second confirmation', async () => {
      const fork = em.fork();
      const confirmed = async (changes: Partial<NewsletterSubscriberEntity>) => {
        const subscriber = new NewsletterSubscriberEntity({
          email: `count-${Math.random().toString(36).slice(2)}@example.sg`,
          consentedAt: new Date(),
          clientAddress: '192.0.2.1',
        });
        Object.assign(subscriber, { confirmedAt: new Date(), ...changes });
        fork.persist(subscriber);
      };
      const draft = await storeDraft();
      const first = CampaignSchema.parse((await create({ draftId: draft.id }).expect(201)).body).id;
      const before = CampaignDetailSchema.parse((await api().get(`/api/admin/campaigns/${first}`).set('Cookie', as('admin')).expect(200)).body);
      await confirmed({});
      await confirmed({});
      await confirmed({ unsubscribedAt: new Date() });
      await confirmed({ confirmedAt: null });
      await fork.flush();
      const detail = CampaignDetailSchema.parse((await api().get(`/api/admin/campaigns/${first}`).set('Cookie', as('admin')).expect(200)).body);
      expect(detail.recipients).toBe(before.recipients + 2);
      expect(detail.draftLastSentAt).toBeNull();

      await send(first).expect(200);
      const startedAt = new Date(Date.now() - 29 * 24 * 3_600_000);
      await fork.nativeUpdate(CampaignEntity, { id: first }, { status: 'sent', startedAt });
      const again = CampaignSchema.parse((await create({ draftId: draft.id }).expect(201)).body).id;
      const second = CampaignDetailSchema.parse((await api().get(`/api/admin/campaigns/${again}`).set('Cookie', as('admin')).expect(200)).body);
      expect(second.draftLastSentAt).toBe(startedAt.toISOString());
      expect((await send(again).expect(409)).body.error).toBe(CAMPAIGN_MESSAGES.recentlySent);
      expect((await send(again, { resendConfirmed: false }).expect(409)).body.error).toBe(CAMPAIGN_MESSAGES.recentlySent);
      expect(CampaignDetailSchema.parse((await send(again, { resendConfirmed: true }).expect(200)).body).status).toBe('scheduled');

      await fork.nativeUpdate(CampaignEntity, { id: first }, { startedAt: new Date(Date.now() - 31 * 24 * 3_600_000) });
      const later = CampaignSchema.parse((await create({ draftId: draft.id }).expect(201)).body).id;
      await fork.nativeUpdate(CampaignEntity, { id: again }, { status: 'cancelled', startedAt: null });
      await send(later).expect(200);
    });

    it('answers counts of queued, sent, failed (with reasons) and unsubscribed-since; a cancel calls off the pending mails', async () => {
      const id = await campaignId();
      const fork = em.fork();
      const campaign = await fork.findOneOrFail(CampaignEntity, { id });
      Object.assign(campaign, { status: 'sending', sendAt: new Date(Date.now() - 60_000), startedAt: new Date(Date.now() - 60_000), fannedOutAt: new Date() });
      const mails: Array<[MailStatus, Date | null, string | null]> = [
        ['pending', null, null],
        ['pending', new Date(), null],
        ['sending', null, null],
        ['sent', null, null],
        ['sent', null, null],
        ['failed', null, '550 Mailbox unavailable'],
        ['failed', null, '550 Mailbox unavailable'],
        ['failed', null, 'Attempt 20 of 20 failed: timeout'],
      ];
      for (const [status, unsubscribedAt, lastError] of mails) {
        const subscriber = new NewsletterSubscriberEntity({
          email: `reader-${Math.random().toString(36).slice(2)}@example.sg`,
          consentedAt: new Date(),
          clientAddress: '192.0.2.1',
        });
        Object.assign(subscriber, { confirmedAt: new Date(Date.now() - 120_000), unsubscribedAt });
        const mail = new OutboundMailEntity({ kind: 'campaign', campaign, subscriber }, subscriber.email);
        Object.assign(mail, { status, lastError });
        fork.persist([subscriber, mail]);
      }
      await fork.flush();
      const detail = CampaignDetailSchema.parse((await api().get(`/api/admin/campaigns/${id}`).set('Cookie', as('content_manager')).expect(200)).body);
      expect(detail).toMatchObject({ status: 'sending', counts: { queued: 3, sent: 2, failed: 3, unsubscribed: 1 } });
      expect(detail.failures).toEqual([
        { reason: '550 Mailbox unavailable', count: 2 },
        { reason: 'Attempt 20 of 20 failed: timeout', count: 1 },
      ]);
      const page = CampaignPageSchema.parse((await api().get('/api/admin/campaigns?pageSize=100').set('Cookie', as('admin')).expect(200)).body);
      expect(page.items.find((item) => item.id === id)?.counts).toEqual(detail.counts);

      // The cancel answers at once: the mail whose body is already leaving for the mail server is still queued, and
      // counted as its worker records its end.
      const inFlight = await fork.findOneOrFail(OutboundMailEntity, { campaign: id, status: 'sending' });
      await fork.nativeUpdate(OutboundMailEntity, { id: inFlight.id }, { messageId: '<leaving@harbourline.test>' });
      const cancelled = CampaignDetailSchema.parse((await cancel(id).expect(200)).body);
      expect(cancelled).toMatchObject({ status: 'cancelled', counts: { queued: 1, sent: 2, failed: 3, unsubscribed: 1 } });
      expect(await em.fork().count(OutboundMailEntity, { campaign: id, status: 'cancelled' })).toBe(2);
      await em.fork().nativeUpdate(OutboundMailEntity, { id: inFlight.id }, { status: 'sent' });
      const ended = CampaignDetailSchema.parse((await api().get(`/api/admin/campaigns/${id}`).set('Cookie', as('admin')).expect(200)).body);
      expect(ended).toMatchObject({ status: 'cancelled', counts: { queued: 0, sent: 3, failed: 3, unsubscribed: 1 } });
    });
  });
});
