import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { type EntityManager, MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type Job, QueueEvents } from 'bullmq';
import { type MailStatus, singaporeIso, viewingSlotLabel } from '@app/contracts';
import {
  BlogPostEntity,
  CampaignEntity,
  ContactEnquiryEntity,
  ContentDraftEntity,
  ContactEnquiryEventEntity,
  type JobDefinition,
  JobQueues,
  MAIL_JOBS,
  MailOutbox,
  type MailSubject,
  MarketingOptOutEntity,
  NewsletterSubscriberEntity,
  OutboundMailEntity,
  PasswordResetEntity,
  PropertyEntity,
  SEND_MAIL_JOB,
  sendMailJob,
  START_CAMPAIGN_JOB,
  UserEntity,
  ViewingBookingEntity,
  createOrmOptions,
  hashResetToken,
  INTERRUPTED_CAMPAIGN_MAIL,
  INTERRUPTED_REMINDER,
  queueConnection,
  viewingMails,
  viewingCancellationMails,
} from '@app/core';
import { eventually, mailPart, readableMail, startSmtpSink, testDraft } from '@app/core/testing';
import { loadWorkerConfig } from '../config/worker-config';
import { Reconciler } from '../reconcile/reconciler';
import { WorkerModule } from '../worker.module';
import { CAMPAIGN_DRAFT_DELETED, NO_STAFF_ADDRESS, RESET_EXPIRED_UNSENT, UNSUBSCRIBED_UNSENT, VIEWING_CANCELLED_UNSENT } from './mail-composer';
import { NO_MAIL_TRANSPORT } from './mail-transport';
import { NotificationsModule } from './notifications.module';
import { CAMPAIGN_CANCELLED, CampaignRunsRepository, UNSUBSCRIBED_SINCE } from '../campaigns/campaign-runs.repository';
import { CampaignsModule } from '../campaigns/campaigns.module';
import { MailPolicies } from './mail-kind-policy';
import { OutboundMailsRepository } from './outbound-mails.repository';
import { SendMailHandler } from './send-mail.handler';

// Its own Redis prefix: no other test file's worker can take these jobs.
const prefix = `${process.env.REDIS_PREFIX}-notifications`;
const baseConfig = { ...process.env, REDIS_PREFIX: prefix, WORKER_QUEUES: 'notifications', SMTP_URL: '', MAIL_FROM: '', STAFF_NOTIFY_EMAIL: '' };
const RESET_PAGE_URL = 'https://staff.harbourline.test/auth/reset-password';
const STAFF_ADDRESS = 'staff@harbourline.test';
/** The kind with 2 attempts 100 ms apart instead of an hour's worth: the worker handles its jobs by name, as the kind's own. */
const retriedQuickly = <J extends JobDefinition>(job: J): J => ({ ...job, options: { ...job.options, attempts: 2, backoff: { type: 'fixed', delay: 100 } } });

/**
 * Runs `test` with a notifications worker of these settings, closed afterwards whatever happens. The reconciler's run
 * at start is over before the test stores its mails, so it cannot queue them with other options first.
 */
async function withWorker(settings: Record<string, string>, test: (worker: INestApplicationContext) => Promise<void>) {
  const config = loadWorkerConfig({ ...baseConfig, ...settings });
  const worker = await NestFactory.createApplicationContext(
    WorkerModule.forRoot(config, { catalogue: MAIL_JOBS, handlerModules: [NotificationsModule, CampaignsModule] }),
    {
      logger: false,
    },
  );
  try {
    await worker.get(Reconciler).runOnce();
    await test(worker);
  } finally {
    await worker.close();
  }
}

describe('the mail outbox', () => {
  const config = loadWorkerConfig(baseConfig);
  const queues = new JobQueues(config.REDIS_URL, prefix);
  /** The mail's status is written inside its job, so the job is marked completed a moment after the mail reads sent. */
  const jobCompleted = (queue: 'notifications' | 'campaigns', mailId: string) =>
    eventually(async () => (await queues.queue(queue).getJobState(SEND_MAIL_JOB.jobId({ mailId }))) === 'completed', {
      message: `the send job on the ${queue} queue to complete`,
    });
  const events = new QueueEvents('notifications', { connection: queueConnection(config.REDIS_URL), prefix });
  let orm: MikroORM;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let counter = 0;

  beforeAll(async () => {
    await events.waitUntilReady();
    sink = await startSmtpSink();
    orm = await MikroORM.init(createOrmOptions(config.DATABASE_URL));
  });
  afterAll(async () => {
    await events.close();
    await queues.close();
    await sink.close();
    await orm.close(true);
  });

  const mailSettings = () => ({ SMTP_URL: sink.url, MAIL_FROM: 'Harbourline <hello@harbourline.test>' });
  /** Every send fails (nothing listens there), whatever other mails the worker's reconciler sends meanwhile. */
  const unreachableMailServer = () => ({ ...mailSettings(), SMTP_URL: 'smtp://127.0.0.1:1' });

  /** Stores what the mail is about and the mail, in one flush, as the API does. */
  const storeWithMail = async <T extends object>(rows: T[], subject: MailSubject, recipient: string | null) => {
    const mail = new OutboundMailEntity(subject, recipient);
    await orm.em.fork().persistAndFlush([...rows, mail]);
    return mail;
  };
  const reloadMail = (id: string) => orm.em.fork().findOneOrFail(OutboundMailEntity, { id });
  const send = (mail: OutboundMailEntity, job = SEND_MAIL_JOB) => queues.add(job, { mailId: mail.id });
  const expectSent = async (mail: OutboundMailEntity) => expect((await send(mail)).waitUntilFinished(events, 10_000)).resolves.toBe('sent');
  const mailsTo = (email: string) => sink.received.filter((received) => received.to.includes(`<${email}>`));
  const onlyMailTo = (email: string) => {
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    return readableMail(mails[0] as (typeof mails)[number]);
  };

  const newEnquiry = () =>
    new ContactEnquiryEntity({
      name: 'Tan Mei Ling',
      email: `mei.ling-${++counter}@example.sg`,
      phone: '+65 9123 4567',
      service: 'co-living',
      message: 'I own a six-room terrace in Balestier and would like to run it as co-living. Can you help?',
      consentTextVersion: '2026-11-1',
      consentedAt: new Date(),
      clientAddress: '198.51.100.7',
      userAgent: 'Test',
    });
  /** An enquiry and its staff notification, to a staff address of its own, so each test's mail can be told apart. */
  const storeNotification = async (staffAddress: string | null = `staff-${++counter}@harbourline.test`) => {
    const enquiry = newEnquiry();
    return { enquiry, mail: await storeWithMail([enquiry], { kind: 'enquiry_notification', enquiry }, staffAddress) };
  };

  describe('staff notification of an enquiry', () => {
    it('e-mails staff, with a reply-to of the visitor, and records it as sent with its Message-ID', async () => {
      await withWorker(mailSettings(), async () => {
        const { enquiry, mail } = await storeNotification(STAFF_ADDRESS);
        await expectSent(mail);
        const received = sink.received.find((candidate) => candidate.raw.includes(enquiry.email));
        expect(received?.to).toEqual([`<${STAFF_ADDRESS}>`]);
        const text = readableMail(received as NonNullable<typeof received>);
        expect(text).toContain('Subject: New enquiry from Tan Mei Ling: Co-Living Space Management');
        expect(text).toContain(`Reply-To: ${enquiry.email}`);
        expect(text).toContain('I own a six-room terrace in Balestier');
        const stored = await reloadMail(mail.id);
        expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: expect.any(Date), messageId: expect.stringMatching(/^<.+@.+>$/) });
        expect(text).toContain(`Message-ID: ${stored.messageId}`);
      });
    });

    it('retries a temporary refusal (4xx) with backoff until it goes through', async () => {
      await withWorker(mailSettings(), async () => {
        const { mail } = await storeNotification();
        sink.failNext(1, mail.recipient as string);
        const job = await send(mail, retriedQuickly(SEND_MAIL_JOB));
        await expect(job.waitUntilFinished(events, 10_000)).resolves.toBe('sent');
        expect((await queues.queue('notifications').getJob(job.id as string))?.attemptsMade).toBe(2);
        expect(await reloadMail(mail.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
        expect(mailsTo(mail.recipient as string)).toHaveLength(1);
      });
    });

    it('keeps the mail pending while a temporary refusal is retried, and records the last reason once every attempt failed', async () => {
      await withWorker(mailSettings(), async () => {
        const { mail } = await storeNotification();
        sink.failNext(2, mail.recipient as string);
        await expect((await send(mail, retriedQuickly(SEND_MAIL_JOB))).waitUntilFinished(events, 10_000)).rejects.toThrow(/451/);
        const stored = await eventually(async () => {
          const current = await reloadMail(mail.id);
          return current.status !== 'pending' && current;
        });
        expect(stored).toMatchObject({ status: 'failed', attempts: 2, sentAt: null, lastError: expect.stringMatching(/^Attempt 2 of 2 failed: .*451/) });
      });
    });

    it("does not retry a permanent refusal (5xx) and records it with the server's answer", async () => {
      await withWorker(mailSettings(), async () => {
        const { mail } = await storeNotification();
        sink.failNext(1, mail.recipient as string, 'permanent');
        const job = await send(mail, retriedQuickly(SEND_MAIL_JOB));
        await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow(/550 Mailbox unavailable/);
        expect((await queues.queue('notifications').getJob(job.id as string))?.attemptsMade).toBe(1);
        expect(await reloadMail(mail.id)).toMatchObject({
          status: 'failed',
          attempts: 1,
          sentAt: null,
          lastError: expect.stringMatching(/^Attempt 1 of 2 failed for good: .*550 Mailbox unavailable: no such user here/),
        });
        expect(mailsTo(mail.recipient as string)).toHaveLength(0);
      });
    });

    it('retries a mail server that does not answer in time, and one that refuses the connection', async () => {
      const silent = createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      try {
        const silentUrl = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
        for (const [settings, reason] of [
          [{ ...mailSettings(), SMTP_URL: silentUrl, SMTP_TIMEOUT_MS: '300' }, /Greeting never received|did not answer within 300 ms/],
          [unreachableMailServer(), /ECONNREFUSED/],
        ] as const) {
          await withWorker(settings, async () => {
            const { mail } = await storeNotification();
            const startedAt = Date.now();
            const job = await send(mail, retriedQuickly(SEND_MAIL_JOB));
            await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow(reason);
            expect(Date.now() - startedAt).toBeLessThan(5000);
            expect((await queues.queue('notifications').getJob(job.id as string))?.attemptsMade).toBe(2);
            const stored = await eventually(async () => {
              const current = await reloadMail(mail.id);
              return current.status === 'failed' && current;
            });
            expect(stored.lastError).toMatch(/^Attempt 2 of 2 failed: /);
          });
        }
      } finally {
        silent.close();
      }
    });

    it.each([
      [{}, STAFF_ADDRESS, NO_MAIL_TRANSPORT],
      [{ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'Harbourline <hello@harbourline.test>' }, null, NO_STAFF_ADDRESS],
    ])('records that mail is not configured (%j, staff address %s)', async (settings, staffAddress, reason) => {
      await withWorker(settings, async () => {
        const { mail } = await storeNotification(staffAddress);
        await expect((await send(mail)).waitUntilFinished(events, 10_000)).resolves.toBe('not configured');
        expect(await reloadMail(mail.id)).toMatchObject({ status: 'not_configured', lastError: reason, attempts: 0 });
      });
    });

    it('sends a mail that failed for good again once staff ask (the failed job kept under its id is replaced)', async () => {
      let mail: OutboundMailEntity | undefined;
      await withWorker(unreachableMailServer(), async () => {
        ({ mail } = await storeNotification());
        await expect((await send(mail, retriedQuickly(SEND_MAIL_JOB))).waitUntilFinished(events, 10_000)).rejects.toThrow();
        await eventually(async () => (await reloadMail(mail?.id as string)).status === 'failed');
      });
      await withWorker(mailSettings(), async () => {
        if (!mail) throw new Error('no mail stored');
        await orm.em.fork().nativeUpdate(OutboundMailEntity, { id: mail.id }, { status: 'pending', lastError: null });
        await expect((await queues.addAgain(SEND_MAIL_JOB, { mailId: mail.id })).waitUntilFinished(events, 10_000)).resolves.toBe('sent');
        expect((await reloadMail(mail.id)).status).toBe('sent');
      });
    });
  });

  /** A password reset request of a staff member and its mail, as the API stores them. */
  const storeReset = async (expiresInMs = 30 * 60 * 1000) => {
    const em = orm.em.fork();
    const name = `reset-${++counter}-${Date.now()}`;
    const user = new UserEntity({ username: name, email: `${name}@harbourline.test`, role: 'content_manager', passwordHash: 'x' });
    await em.persistAndFlush(user);
    const reset = new PasswordResetEntity({
      user: em.getReference(UserEntity, user.id, { wrapped: true }),
      pageUrl: RESET_PAGE_URL,
      expiresAt: new Date(Date.now() + expiresInMs),
    });
    const mail = new OutboundMailEntity({ kind: 'password_reset', passwordReset: reset }, user.email);
    await em.persistAndFlush([reset, mail]);
    return { user, reset, mail };
  };

  describe('the reconciler', () => {
    it('queues a pending mail whose job is gone, and sends it once however often it runs', async () => {
      const { mail } = await storeNotification();
      await send(mail);
      // Redis loses the job (or never had it): the row is all that is left.
      await queues.queue('notifications').remove(SEND_MAIL_JOB.jobId({ mailId: mail.id }));
      await withWorker({ ...mailSettings(), RECONCILE_INTERVAL_MS: '200' }, async (worker) => {
        await eventually(async () => (await reloadMail(mail.id)).status === 'sent');
        const reconciler = worker.get(Reconciler);
        await reconciler.runOnce();
        await reconciler.runOnce();
        expect(mailsTo(mail.recipient as string)).toHaveLength(1);
      });
    });
  });

  describe('reply to a visitor', () => {
    const storeReply = async () => {
      const enquiry = newEnquiry();
      const reply = Object.assign(new ContactEnquiryEventEntity({ enquiry, kind: 'replied', actor: null, text: 'Dear Mei Ling,\nWe would be glad to help.' }), {
        subject: 'Your enquiry to Harbourline Property Management',
      });
      return { enquiry, mail: await storeWithMail([enquiry, reply], { kind: 'enquiry_reply', reply }, enquiry.email) };
    };

    it('e-mails the reply to the visitor, quoting their message, and records it as sent', async () => {
      await withWorker(mailSettings(), async () => {
        const { enquiry, mail } = await storeReply();
        await expectSent(mail);
        const text = onlyMailTo(enquiry.email);
        expect(text).toContain('Subject: Your enquiry to Harbourline Property Management');
        expect(text).toContain('We would be glad to help.');
        expect(text).toContain('> I own a six-room terrace in Balestier');
        expect(await reloadMail(mail.id)).toMatchObject({ status: 'sent', lastError: null, sentAt: expect.any(Date) });
      });
    });
  });

  describe('newsletter confirmation and welcome', () => {
    const storeSubscriber = async (kind: 'newsletter_confirmation' | 'newsletter_welcome', unsubscribedAt: Date | null = null) => {
      const subscriber = new NewsletterSubscriberEntity({ email: `reader-${++counter}@example.sg`, consentedAt: new Date(), clientAddress: '192.0.2.9' });
      subscriber.unsubscribeUrl = `https://www.harbourline.test/newsletter/unsubscribe?token=${++counter}.signature`;
      if (kind === 'newsletter_confirmation') subscriber.confirmUrl = `https://www.harbourline.test/newsletter/confirm?token=${++counter}.signature`;
      subscriber.unsubscribedAt = unsubscribedAt;
      return { subscriber, mail: await storeWithMail([subscriber], { kind, subscriber }, subscriber.email) };
    };
    /** Stores a subscriber with its mail, has it sent, and answers the mail's text. */
    const sentToNewSubscriber = async (kind: 'newsletter_confirmation' | 'newsletter_welcome') => {
      const { subscriber, mail } = await storeSubscriber(kind);
      await expectSent(mail);
      return { subscriber, mail, text: onlyMailTo(subscriber.email) };
    };

    it('welcomes a new subscriber with the unsubscribe link, in the body and the List-Unsubscribe header', async () => {
      await withWorker(mailSettings(), async () => {
        const { subscriber, mail, text } = await sentToNewSubscriber('newsletter_welcome');
        expect(text).toContain('Subject: Welcome to our property newsletter');
        expect(text).toContain(`List-Unsubscribe: <${subscriber.unsubscribeUrl}>`);
        expect(text).toContain('Thank you for subscribing to our newsletter.');
        expect(text.replace(/\s+/g, '')).toContain(subscriber.unsubscribeUrl);
        expect(await reloadMail(mail.id)).toMatchObject({ status: 'sent', lastError: null, sentAt: expect.any(Date) });
      });
    });

    it('asks a subscriber awaiting confirmation to confirm, with the confirmation link (double opt-in)', async () => {
      await withWorker(mailSettings(), async () => {
        const { subscriber, text } = await sentToNewSubscriber('newsletter_confirmation');
        expect(text).toContain('Subject: Please confirm your newsletter subscription');
        expect(text.replace(/\s+/g, '')).toContain(subscriber.confirmUrl);
        expect(text).toContain(`List-Unsubscribe: <${subscriber.unsubscribeUrl}>`);
      });
    });

    it('sends nothing to an address that unsubscribed before its mail went out, nor a mail twice', async () => {
      await withWorker(mailSettings(), async () => {
        const [left, welcomed] = [await storeSubscriber('newsletter_welcome', new Date()), await storeSubscriber('newsletter_welcome')];
        await expect((await send(left.mail)).waitUntilFinished(events, 10_000)).resolves.toBe('no longer subscribed');
        expect(await reloadMail(left.mail.id)).toMatchObject({ status: 'failed', lastError: UNSUBSCRIBED_UNSENT });
        await expectSent(welcomed.mail);
        await queues.queue('notifications').remove(SEND_MAIL_JOB.jobId({ mailId: welcomed.mail.id }));
        await expect((await send(welcomed.mail)).waitUntilFinished(events, 10_000)).resolves.toBe('already sent');
        expect([mailsTo(left.subscriber.email).length, mailsTo(welcomed.subscriber.email).length]).toEqual([0, 1]);
      });
    });
  });

  describe('campaign test e-mail', () => {
    const storeCampaignTest = async () => {
      const em = orm.em.fork();
      const name = `editor-${++counter}`;
      const editor = new UserEntity({ username: name, email: `${name}@harbourline.test`, role: 'content_manager', passwordHash: 'x' });
      const draft = testDraft({ content: '<p>Rents rose in <a href="/blog/market">the east</a>.</p>' });
      const [post] = await em.find(BlogPostEntity, { status: 'published' }, { limit: 1 });
      const campaign = new CampaignEntity({
        draft,
        siteUrl: 'https://www.harbourline.test',
        postIds: [post?.id as string],
        propertyIds: [],
        createdBy: editor,
      });
      const mail = new OutboundMailEntity({ kind: 'campaign_test', campaign }, editor.email);
      await em.persistAndFlush([editor, draft, campaign, mail]);
      return { editor, draft, post: post as BlogPostEntity, mail };
    };

    it('e-mails a test of the campaign to the staff member, HTML and plain text, links absolute, featured posts as cards', async () => {
      await withWorker(mailSettings(), async () => {
        const { editor, post, mail } = await storeCampaignTest();
        await expectSent(mail);
        // Each part is quoted-printable on its own: decoded here for the assertions.
        const text = onlyMailTo(editor.email)
          .replace(/=\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        expect(text).toContain('Subject: [Test] The November letter');
        expect(text).toMatch(/Content-Type: multipart\/alternative/);
        expect(text).toContain('Content-Type: text/html');
        expect(text).toContain('href="https://www.harbourline.test/blog/market"');
        expect(text).toContain(`https://www.harbourline.test/blog/${post.slug}`);
        expect(text).toContain(post.title);
        expect(await reloadMail(mail.id)).toMatchObject({ status: 'sent', attempts: 1 });
      });
    });

    it("sends nothing once the campaign's draft is deleted, and records why", async () => {
      await withWorker(mailSettings(), async () => {
        const { editor, draft, mail } = await storeCampaignTest();
        await orm.em.fork().nativeDelete(ContentDraftEntity, { id: draft.id });
        await expect((await send(mail)).waitUntilFinished(events, 10_000)).resolves.toBe('draft deleted');
        expect(mailsTo(editor.email)).toHaveLength(0);
        expect(await reloadMail(mail.id)).toMatchObject({ status: 'failed', lastError: CAMPAIGN_DRAFT_DELETED });
      });
    });
  });

  describe('password reset link', () => {
    const reloadReset = (id: string) => orm.em.fork().findOneOrFail(PasswordResetEntity, { id });
    const sendLink = async (mail: OutboundMailEntity) => (await send(mail)).waitUntilFinished(events, 10_000);

    it('mails a single-use link whose token only the mail holds: the request keeps its hash', async () => {
      await withWorker(mailSettings(), async () => {
        const { user, reset, mail } = await storeReset();
        await expect(sendLink(mail)).resolves.toBe('sent');
        const text = onlyMailTo(user.email);
        expect(text).toContain('Subject: Choose a new password for the Harbourline admin panel');
        const token = /reset-password\?token=([\w-]+)/.exec(text.replace(/=\r?\n/g, ''))?.[1] as string;
        expect((await reloadReset(reset.id)).tokenHash).toBe(hashResetToken(token));
        expect(await reloadMail(mail.id)).toMatchObject({ status: 'sent', lastError: null, sentAt: expect.any(Date) });
      });
    });

    it('sends nothing once the link has expired, and records why', async () => {
      await withWorker(mailSettings(), async () => {
        const { user, reset, mail } = await storeReset(-1000);
        await expect(sendLink(mail)).resolves.toBe('expired');
        expect(mailsTo(user.email)).toHaveLength(0);
        expect((await reloadReset(reset.id)).tokenHash).toBeNull();
        expect(await reloadMail(mail.id)).toMatchObject({ status: 'failed', lastError: RESET_EXPIRED_UNSENT });
      });
    });

    it('records that mail is not configured (an admin can then make a link)', async () => {
      await withWorker({}, async () => {
        const { reset, mail } = await storeReset();
        await expect(sendLink(mail)).resolves.toBe('not configured');
        expect((await reloadReset(reset.id)).tokenHash).toBeNull();
        expect(await reloadMail(mail.id)).toMatchObject({ status: 'not_configured', lastError: NO_MAIL_TRANSPORT });
      });
    });
  });

  describe('campaigns', () => {
    const campaignSettings = () => ({ ...mailSettings(), WORKER_QUEUES: 'notifications,campaigns', CAMPAIGN_RATE_PER_MINUTE: '6000' });
    const storeSubscriber = (em: EntityManager, fields: { confirmed?: boolean; unsubscribed?: boolean } = {}) => {
      const email = `campaign-reader-${++counter}-${Date.now().toString(36)}@example.sg`;
      const subscriber = new NewsletterSubscriberEntity({ email, consentedAt: new Date(Date.now() - 60_000), clientAddress: '192.0.2.9' });
      Object.assign(subscriber, {
        confirmedAt: fields.confirmed === false ? null : new Date(Date.now() - 30_000),
        unsubscribedAt: fields.unsubscribed ? new Date(Date.now() - 10_000) : null,
        unsubscribeUrl: `https://www.harbourline.test/newsletter/unsubscribe?token=token-${counter}`,
      });
      em.persist(subscriber);
      return subscriber;
    };
    const storeCampaign = async (status: 'scheduled' | 'sending') => {
      const em = orm.em.fork();
      const name = `sender-${++counter}`;
      const admin = new UserEntity({ username: name, email: `${name}@harbourline.test`, role: 'admin', passwordHash: 'x' });
      const draft = testDraft({ title: `The December letter ${counter}`, content: '<p>What changed for landlords.</p>' });
      const campaign = new CampaignEntity({ draft, siteUrl: 'https://www.harbourline.test', postIds: [], propertyIds: [], createdBy: admin });
      Object.assign(campaign, {
        status,
        sendAt: new Date(Date.now() - 1000),
        ...(status === 'sending' ? { startedAt: new Date(), fannedOutAt: new Date() } : {}),
      });
      em.persist([admin, draft, campaign]);
      return { em, campaign };
    };
    const campaignMail = async (em: EntityManager, campaign: CampaignEntity, subscriber: NewsletterSubscriberEntity, status: MailStatus = 'pending') => {
      const mail = new OutboundMailEntity({ kind: 'campaign', campaign, subscriber }, subscriber.email);
      mail.status = status;
      await em.persistAndFlush(mail);
      return mail;
    };
    const campaignStatus = async (id: string) => (await orm.em.fork().findOneOrFail(CampaignEntity, { id })).status;

    it('fans out to the subscribers confirmed when it starts, sends each one mail with the RFC 8058 headers, and ends sent', async () => {
      await withWorker(campaignSettings(), async () => {
        const { em, campaign } = await storeCampaign('scheduled');
        const readers = [storeSubscriber(em), storeSubscriber(em), storeSubscriber(em)];
        const left = [storeSubscriber(em, { confirmed: false }), storeSubscriber(em, { unsubscribed: true })];
        await em.flush();
        await queues.add(START_CAMPAIGN_JOB, { campaignId: campaign.id, sendAt: new Date().toISOString() });
        await eventually(async () => (await campaignStatus(campaign.id)) === 'sent', { message: 'the campaign to be sent' });
        for (const reader of readers) {
          const text = onlyMailTo(reader.email);
          expect(text).toContain(`Subject: ${campaign.subject}`);
          expect(text).toContain('List-Unsubscribe: <https://www.harbourline.test/api/newsletter/unsubscribe/one-click?token=token-');
          expect(text).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
        }
        for (const reader of left) expect(mailsTo(reader.email)).toHaveLength(0);
        // Other test files' confirmed subscribers share this database, and get their own mail of it.
        const rows = await orm.em
          .fork()
          .find(OutboundMailEntity, { campaign: campaign.id, kind: 'campaign', subscriber: { $in: [...readers, ...left].map((reader) => reader.id) } });
        expect(rows.map((row) => row.status)).toEqual(readers.map(() => 'sent'));
        for (const row of rows) expect(onlyMailTo(row.recipient as string)).toContain(`Message-ID: ${row.messageId}`);
        const stored = await orm.em.fork().count(OutboundMailEntity, { campaign: campaign.id, kind: 'campaign' });
        // A second run of the fan-out (a retried job, a second worker) stores nothing twice.
        await withWorker(campaignSettings(), async (worker) => {
          await orm.em.fork().nativeUpdate(CampaignEntity, { id: campaign.id }, { status: 'sending' });
          await RequestContext.create(orm.em, () => worker.get(CampaignRunsRepository).fanOut(campaign.id, new Date()));
          expect(await orm.em.fork().count(OutboundMailEntity, { campaign: campaign.id, kind: 'campaign' })).toBe(stored);
          await orm.em.fork().nativeUpdate(CampaignEntity, { id: campaign.id }, { status: 'sent' });
        });
      });
    });

    it('sends a mail once when two workers race for it: one claims it, the other sends nothing', async () => {
      await withWorker(campaignSettings(), async (worker) => {
        const { em, campaign } = await storeCampaign('sending');
        const reader = storeSubscriber(em);
        await em.flush();
        const mail = await campaignMail(em, campaign, reader);
        const handler = worker.get(SendMailHandler);
        const job = { name: SEND_MAIL_JOB.name, id: 'race', attemptsMade: 0, opts: { attempts: 20 } } as unknown as Job;
        // The second may find it pending (its claim fails), or sending (it takes it over, and the first may no longer send its body).
        const results = await Promise.allSettled([1, 2].map(() => RequestContext.create(orm.em, () => handler.send({ mailId: mail.id }, job))));
        expect(results.filter((result) => result.status === 'fulfilled' && result.value === 'sent')).toHaveLength(1);
        await eventually(() => mailsTo(reader.email).length > 0);
        expect(mailsTo(reader.email)).toHaveLength(1);
        expect(await reloadMail(mail.id)).toMatchObject({ status: 'sent', attempts: 1 });
      });
    });

    it('does not reopen a campaign mail whose body began to leave after another worker read it as interrupted', async () => {
      await withWorker(campaignSettings(), async (worker) => {
        const { em, campaign } = await storeCampaign('sending');
        const reader = storeSubscriber(em);
        await em.flush();
        const mail = await campaignMail(em, campaign, reader);
        await RequestContext.create(orm.em, async () => {
          const mails = worker.get(OutboundMailsRepository);
          const token = (await mails.claim(mail)) as string;
          // A second worker reads the row while the first one holds it, without a Message-ID yet ...
          const seenBySecond = (await orm.em.fork().findOneOrFail(OutboundMailEntity, { id: mail.id })) as OutboundMailEntity;
          expect(seenBySecond).toMatchObject({ status: 'sending', messageId: null });
          // ... then the first passes its body's gate: the second must not take the mail over.
          await mails.markTransmitting(mail.id, token, '<leaving@harbourline.test>');
          expect(await mails.reopen(seenBySecond, { beforeBodyOnly: true })).toBe(false);
        });
        expect(await reloadMail(mail.id)).toMatchObject({ status: 'sending', messageId: '<leaving@harbourline.test>' });
      });
    });

    it('sends again a campaign mail whose worker stopped before its body left, never one stopped after; another kind of mail is sent again', async () => {
      await withWorker(campaignSettings(), async () => {
        const { em, campaign } = await storeCampaign('sending');
        const [reader, early] = [storeSubscriber(em), storeSubscriber(em)];
        await em.flush();
        const interrupted = await campaignMail(em, campaign, reader, 'sending');
        // Its Message-ID was recorded, so its body may have reached the mail server.
        await orm.em.fork().nativeUpdate(OutboundMailEntity, { id: interrupted.id }, { messageId: '<interrupted@harbourline.test>' });
        const beforeBody = await campaignMail(em, campaign, early, 'sending');
        await queues.add(sendMailJob('campaign'), { mailId: beforeBody.id });
        const { mail: notification } = await storeNotification();
        await orm.em.fork().nativeUpdate(OutboundMailEntity, { id: notification.id }, { status: 'sending' });
        await queues.add(sendMailJob('campaign'), { mailId: interrupted.id });
        await expectSent(notification);
        await eventually(async () => (await reloadMail(interrupted.id)).status === 'failed', { message: 'the interrupted mail to be failed' });
        expect(await reloadMail(interrupted.id)).toMatchObject({ lastError: INTERRUPTED_CAMPAIGN_MAIL });
        expect(mailsTo(reader.email)).toHaveLength(0);
        await eventually(async () => (await reloadMail(beforeBody.id)).status === 'sent', { message: 'the mail stopped before its body to be sent' });
        expect(mailsTo(early.email)).toHaveLength(1);
        await eventually(async () => (await campaignStatus(campaign.id)) === 'sent', { message: 'the campaign to end' });
      });
    });

    it('leaves out an address opted out of e-mail marketing since it subscribed, and calls off its mail stored before the opt-out', async () => {
      const optOut = (address: string, recordedAt: Date) =>
        Object.assign(new MarketingOptOutEntity({ channel: 'email', address, origin: 'staff', recordedBy: null }), { recordedAt });
      await withWorker(campaignSettings(), async () => {
        const { em, campaign } = await storeCampaign('scheduled');
        const [optedOut, subscribedSince] = [storeSubscriber(em), storeSubscriber(em)];
        // Subscribed a minute ago: the first opted out after that, the second before (its subscription counts again).
        em.persist([optOut(optedOut.email, new Date()), optOut(subscribedSince.email, new Date(Date.now() - 120_000))]);
        await em.flush();
        await queues.add(START_CAMPAIGN_JOB, { campaignId: campaign.id, sendAt: new Date().toISOString() });
        await eventually(async () => (await campaignStatus(campaign.id)) === 'sent', { message: 'the campaign to be sent' });
        expect(mailsTo(subscribedSince.email)).toHaveLength(1);
        expect(mailsTo(optedOut.email)).toHaveLength(0);
        expect(await orm.em.fork().count(OutboundMailEntity, { campaign: campaign.id, subscriber: optedOut.id })).toBe(0);

        const sending = await storeCampaign('sending');
        const reader = storeSubscriber(sending.em);
        await sending.em.flush();
        const mail = await campaignMail(sending.em, sending.campaign, reader);
        await orm.em.fork().persistAndFlush(optOut(reader.email, new Date()));
        await queues.add(sendMailJob('campaign'), { mailId: mail.id });
        await eventually(async () => (await reloadMail(mail.id)).status === 'cancelled', { message: 'the mail to be called off' });
        expect(await reloadMail(mail.id)).toMatchObject({ lastError: UNSUBSCRIBED_SINCE });
        expect(mailsTo(reader.email)).toHaveLength(0);
      });
    });

    it('lets no body leave once, after the claim, the campaign is cancelled or the subscriber unsubscribes, opts out or is erased', async () => {
      const stops = [
        (campaign: CampaignEntity) => orm.em.fork().nativeUpdate(CampaignEntity, { id: campaign.id }, { status: 'cancelled' }),
        (_: CampaignEntity, reader: NewsletterSubscriberEntity) =>
          orm.em.fork().nativeUpdate(NewsletterSubscriberEntity, { id: reader.id }, { unsubscribedAt: new Date() }),
        (_: CampaignEntity, reader: NewsletterSubscriberEntity) => orm.em.fork().nativeDelete(NewsletterSubscriberEntity, { id: reader.id }),
        (_: CampaignEntity, reader: NewsletterSubscriberEntity) =>
          orm.em.fork().persistAndFlush(new MarketingOptOutEntity({ channel: 'email', address: reader.email, origin: 'staff', recordedBy: null })),
      ];
      await withWorker(campaignSettings(), async (worker) => {
        for (const stop of stops) {
          const { em, campaign } = await storeCampaign('sending');
          const reader = storeSubscriber(em);
          await em.flush();
          const mail = await campaignMail(em, campaign, reader);
          await RequestContext.create(orm.em, async () => {
            const mails = worker.get(OutboundMailsRepository);
            // The campaign kind's policy, as the campaigns module registered it.
            const { stillWanted } = worker.get(MailPolicies).of('campaign');
            const token = (await mails.claim(mail, stillWanted?.(false))) as string;
            expect(token).toEqual(expect.any(String));
            await stop(campaign, reader);
            await expect(mails.markTransmitting(mail.id, token, '<stopped@harbourline.test>', stillWanted?.(true))).rejects.toThrow(/its body is not sent/);
          });
          expect((await orm.em.fork().findOne(OutboundMailEntity, { id: mail.id }))?.messageId ?? null).toBeNull();
        }
      });
    });

    it('calls off the mail of a subscriber who unsubscribed since the fan-out, and every mail of a cancelled campaign', async () => {
      await withWorker(campaignSettings(), async () => {
        const { em, campaign } = await storeCampaign('sending');
        const [gone, stays] = [storeSubscriber(em), storeSubscriber(em)];
        await em.flush();
        const goneMail = await campaignMail(em, campaign, gone);
        await orm.em.fork().nativeUpdate(NewsletterSubscriberEntity, { id: gone.id }, { unsubscribedAt: new Date() });
        await queues.add(sendMailJob('campaign'), { mailId: goneMail.id });
        await eventually(async () => (await reloadMail(goneMail.id)).status === 'cancelled', { message: 'the mail to be called off' });
        expect(await reloadMail(goneMail.id)).toMatchObject({ lastError: UNSUBSCRIBED_SINCE });

        const staysMail = await campaignMail(em, campaign, stays);
        await orm.em.fork().nativeUpdate(CampaignEntity, { id: campaign.id }, { status: 'cancelled' });
        await queues.add(sendMailJob('campaign'), { mailId: staysMail.id });
        await eventually(async () => (await reloadMail(staysMail.id)).status === 'cancelled', { message: 'the mail to be called off' });
        expect(await reloadMail(staysMail.id)).toMatchObject({ lastError: CAMPAIGN_CANCELLED });
        expect([...mailsTo(gone.email), ...mailsTo(stays.email)]).toHaveLength(0);
      });
    });

    it("sends a password reset link at once while a campaign's mails wait for their paced turns on a queue of their own", async () => {
      // One turn every 2 s: the campaign's jobs hold both of the campaigns worker's slots while they wait.
      await withWorker({ ...campaignSettings(), CAMPAIGN_RATE_PER_MINUTE: '30' }, async () => {
        const { em, campaign } = await storeCampaign('sending');
        const readers = Array.from({ length: 12 }, () => storeSubscriber(em));
        await em.flush();
        const mails = await Promise.all(readers.map((reader) => campaignMail(em, campaign, reader)));
        await queues.addMany(
          sendMailJob('campaign'),
          mails.map((mail) => ({ mailId: mail.id })),
        );
        await eventually(() => readers.some((reader) => mailsTo(reader.email).length > 0), { message: 'the campaign to begin' });
        const { user, mail } = await storeReset();
        await new MailOutbox(queues).queue(mail);
        await eventually(async () => (await reloadMail(mail.id)).status === 'sent', { message: 'the reset link to be sent' });
        expect(mailsTo(user.email)).toHaveLength(1);
        await jobCompleted('notifications', mail.id);
        // Queued behind them, the link would have waited for most of the campaign's 24 s.
        expect(await orm.em.fork().count(OutboundMailEntity, { id: { $in: mails.map((queued) => queued.id) }, status: 'pending' })).toBeGreaterThanOrEqual(6);
        await queues.queue('campaigns').drain();
        await orm.em.fork().nativeUpdate(CampaignEntity, { id: campaign.id }, { status: 'cancelled' });
      });
    });

    it('queues a pending campaign mail whose job is gone again on the campaigns queue, and sends it once', async () => {
      const { em, campaign } = await storeCampaign('sending');
      const reader = storeSubscriber(em);
      await em.flush();
      const mail = await campaignMail(em, campaign, reader);
      await withWorker(campaignSettings(), async () => {
        await eventually(async () => (await reloadMail(mail.id)).status === 'sent', { message: 'the reconciled mail to be sent' });
        expect(mailsTo(reader.email)).toHaveLength(1);
        await jobCompleted('campaigns', mail.id);
        expect(await queues.queue('notifications').getJobState(SEND_MAIL_JOB.jobId({ mailId: mail.id }))).toBe('unknown');
      });
    });

    it('runs campaign mails still queued under their former job name, mail.send-campaign, as mail.send: sent, or failed by its failure handler', async () => {
      const { em, campaign } = await storeCampaign('sending');
      const [reader, refused] = [storeSubscriber(em), storeSubscriber(em)];
      await em.flush();
      const [mail, refusedMail] = [await campaignMail(em, campaign, reader), await campaignMail(em, campaign, refused)];
      // As the previous release queued them, before the worker of this one starts: same queue, id and options.
      const queueAsBefore = (mailId: string, attempts: number) =>
        queues.queue('campaigns').add('mail.send-campaign', { mailId }, { ...SEND_MAIL_JOB.options, attempts, jobId: SEND_MAIL_JOB.jobId({ mailId }) });
      await queueAsBefore(mail.id, 20);
      // Its only attempt refused for now: the mail stays pending until the failure handler records the end.
      sink.failNext(1, refused.email);
      await queueAsBefore(refusedMail.id, 1);
      await withWorker(campaignSettings(), async (worker) => {
        await eventually(async () => (await campaignStatus(campaign.id)) === 'sent', { message: 'the campaign to end' });
        expect(await reloadMail(mail.id)).toMatchObject({ status: 'sent', attempts: 1 });
        expect(await reloadMail(refusedMail.id)).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/^Attempt 1 of 1 failed: .*451/) });
        await worker.get(Reconciler).runOnce();
        expect(mailsTo(reader.email)).toHaveLength(1);
        expect(mailsTo(refused.email)).toHaveLength(0);
      });
    });
  });

  describe('viewing confirmation and reminders', () => {
    /** A listing with its agent, a booking of it starting `hoursAhead` from now, and its mails as the API writes them. */
    async function storeBooking(hoursAhead = 72) {
      const em = orm.em.fork();
      const agent = new UserEntity({
        username: `agent-${++counter}`,
        email: `agent-${counter}@harbourline.test`,
        role: 'content_manager',
        passwordHash: 'x',
        fullName: 'Lim Hui Min',
        phone: '+65 9000 1111',
      });
      const property = new PropertyEntity({
        ...{
          slug: `viewing-mail-flat-${counter}`,
          title: 'Bright flat, Queenstown',
          district: 'Queenstown',
          addressLine: '1 Commonwealth Avenue',
          type: 'hdb',
        },
        ...{
          bedrooms: 3,
          bathrooms: 2,
          sizeSqft: 1000,
          monthlyRent: 3500,
          askingPrice: null,
          description: 'Near the MRT.',
          features: [],
          badge: null,
          status: 'available',
          photoIds: [],
          agent,
        },
      });
      const startsAt = new Date(Math.ceil((Date.now() + hoursAhead * 3_600_000) / 3_600_000) * 3_600_000);
      const booking = new ViewingBookingEntity({
        id: crypto.randomUUID(),
        ...{
          property,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 30 * 60_000),
          seat: 1,
          name: 'Aisha Rahman',
          email: `aisha-${counter}@example.sg`,
          phone: '+65 8123 4567',
          note: '',
        },
        ...{ marketingEmail: false, marketingPhone: false, manageUrl: 'https://www.harbourline.test/viewings/manage?token=abc.def' },
      });
      const mails = viewingMails(booking, new Date(), agent.email);
      await em.persistAndFlush([agent, property, booking, ...mails]);
      const mailOf = (kind: OutboundMailEntity['kind']) => mails.find((mail) => mail.kind === kind) as OutboundMailEntity;
      return { booking, agent, mailOf };
    }

    /** The booking's move to a slot a day later, as the API writes it: the old one cancelled, a new one with its mails. */
    async function moveBooking(booking: ViewingBookingEntity, staff: string) {
      const em = orm.em.fork();
      const day = 24 * 3_600_000;
      const { property, name, email, phone, note, marketingEmail, marketingPhone, manageUrl } = booking;
      const moved = new ViewingBookingEntity({
        ...{ id: crypto.randomUUID(), property: em.getReference(PropertyEntity, property.id), seat: 1 },
        ...{ startsAt: new Date(booking.startsAt.getTime() + day), endsAt: new Date(booking.endsAt.getTime() + day) },
        ...{ name, email, phone, note, marketingEmail, marketingPhone, manageUrl },
        rescheduledFrom: em.getReference(ViewingBookingEntity, booking.id),
      });
      await em.nativeUpdate(ViewingBookingEntity, { id: booking.id }, { status: 'cancelled' });
      const mails = viewingMails(moved, new Date(), staff);
      await em.persistAndFlush([moved, ...mails]);
      return (kind: OutboundMailEntity['kind']) => mails.find((mail) => mail.kind === kind) as OutboundMailEntity;
    }

    /** "1 December 2026, 10:00 am" of a moment, as the mails write it (Singapore time). */
    const singaporeWhen = (moment: Date) => viewingSlotLabel({ start: singaporeIso(moment), end: singaporeIso(moment) }).split(' - ')[0] as string;

    it('confirms the booking with when, where, the agent, the link to cancel or reschedule, and an .ics in Singapore time', async () => {
      await withWorker(mailSettings(), async () => {
        const { booking, mailOf } = await storeBooking();
        await expectSent(mailOf('viewing_confirmation'));
        const received = mailsTo(booking.email);
        expect(received).toHaveLength(1);
        const mail = received[0] as (typeof received)[number];
        expect(readableMail(mail)).toContain('Subject: Your viewing is booked: Bright flat, Queenstown');
        const text = mailPart(mail, 'Content-Type: text/plain') ?? '';
        expect(text).toContain('(Singapore time)');
        expect(text).toContain('Lim Hui Min, +65 9000 1111');
        expect(text).toContain('https://www.harbourline.test/viewings/manage?token=abc.def');
        expect(text).toContain('https://www.harbourline.test/properties/viewing-mail-flat-');
        const calendar = mailPart(mail, 'filename=viewing.ics') ?? '';
        const wallClock = new Date(booking.startsAt.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace(/[-:]/g, '');
        expect(calendar).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Singapore');
        expect(calendar).toContain(`DTSTART;TZID=Asia/Singapore:${wallClock}`);
        expect(calendar).toContain(`UID:${booking.id}@harbourline-viewings`);
        expect(calendar.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      });
    });

    it('holds a reminder until its time: queued early it sends nothing, and the reconciler leaves it until due', async () => {
      await withWorker(mailSettings(), async (worker) => {
        const { booking, mailOf } = await storeBooking();
        const reminder = mailOf('viewing_reminder_24h');
        expect(reminder.sendAfter?.getTime()).toBe(booking.startsAt.getTime() - 24 * 3_600_000);
        await expect((await send(reminder)).waitUntilFinished(events, 10_000)).resolves.toBe('not due yet');
        await worker.get(Reconciler).runOnce();
        expect(await queues.queue('notifications').getJobState(SEND_MAIL_JOB.jobId({ mailId: reminder.id }))).toBe('completed');
        expect(await reloadMail(reminder.id)).toMatchObject({ status: 'pending', attempts: 0 });
        expect(mailsTo(booking.email)).toHaveLength(0);
      });
    });

    it('sends a due reminder once; one whose worker stopped after its body began to leave is never sent again', async () => {
      await withWorker(mailSettings(), async (worker) => {
        const { booking, mailOf } = await storeBooking(3);
        const [dayBefore, twoHours] = [mailOf('viewing_reminder_24h'), mailOf('viewing_reminder_2h')];
        expect(dayBefore).toBeUndefined();
        await orm.em.fork().nativeUpdate(OutboundMailEntity, { id: twoHours.id }, { sendAfter: new Date(Date.now() - 1000) });
        await worker.get(Reconciler).runOnce();
        await eventually(async () => (await reloadMail(twoHours.id)).status === 'sent', { message: 'the due reminder to be sent' });
        await worker.get(Reconciler).runOnce();
        expect(mailsTo(booking.email).filter((mail) => mail.raw.includes('Subject: Your viewing starts in two hours'))).toHaveLength(1);

        const interrupted = await storeBooking(3);
        const stopped = interrupted.mailOf('viewing_reminder_2h');
        await orm.em
          .fork()
          .nativeUpdate(
            OutboundMailEntity,
            { id: stopped.id },
            { status: 'sending', messageId: '<stopped@harbourline.test>', sendAfter: new Date(Date.now() - 1000) },
          );
        await worker.get(Reconciler).runOnce();
        await eventually(async () => (await reloadMail(stopped.id)).status === 'failed', { message: 'the interrupted reminder to be failed' });
        expect(await reloadMail(stopped.id)).toMatchObject({ lastError: INTERRUPTED_REMINDER });
        expect(mailsTo(interrupted.booking.email).filter((mail) => mail.raw.includes('starts in two hours'))).toHaveLength(0);
      });
    });

    it("tells the listing's agent of the booking, with who, when (Singapore time) and the agenda, replying to the visitor", async () => {
      await withWorker(mailSettings(), async () => {
        const { booking, agent, mailOf } = await storeBooking();
        await expectSent(mailOf('viewing_staff_notice'));
        const [mail] = mailsTo(agent.email);
        expect(readableMail(mail as NonNullable<typeof mail>)).toContain('Subject: Viewing booked: Bright flat, Queenstown');
        expect(mail?.raw).toContain(`Reply-To: ${booking.email}`);
        const text = mailPart(mail as NonNullable<typeof mail>, 'Content-Type: text/plain') ?? '';
        expect(text).toContain(`Aisha Rahman booked a viewing for ${singaporeWhen(booking.startsAt)}`);
        expect(text).toContain('(Singapore time)');
        expect(text).toContain('https://www.harbourline.test/admin/inbox/viewings?from=');
      });
    });

    it('says a move is a move, to the visitor and to the agent: moved from the old time to the new one', async () => {
      await withWorker(mailSettings(), async () => {
        const { booking, agent } = await storeBooking();
        const movedMailOf = await moveBooking(booking, agent.email);
        await expectSent(movedMailOf('viewing_confirmation'));
        await expectSent(movedMailOf('viewing_staff_notice'));
        const newStart = new Date(booking.startsAt.getTime() + 24 * 3_600_000);
        const [visitorMail] = mailsTo(booking.email);
        expect(readableMail(visitorMail as NonNullable<typeof visitorMail>)).toContain('Subject: Your viewing has moved: Bright flat, Queenstown');
        expect(mailPart(visitorMail as NonNullable<typeof visitorMail>, 'Content-Type: text/plain')).toContain(
          `Your viewing has moved from ${singaporeWhen(booking.startsAt)}`,
        );
        const [agentMail] = mailsTo(agent.email);
        expect(readableMail(agentMail as NonNullable<typeof agentMail>)).toContain('Subject: Viewing moved: Bright flat, Queenstown');
        const agentText = mailPart(agentMail as NonNullable<typeof agentMail>, 'Content-Type: text/plain') ?? '';
        expect(agentText).toMatch(new RegExp(`moved their viewing from ${singaporeWhen(booking.startsAt)}.* to ${singaporeWhen(newStart)}`));
      });
    });

    it('sends the visitor and the agent the cancellation of a cancelled viewing', async () => {
      await withWorker(mailSettings(), async () => {
        const { booking, agent } = await storeBooking();
        const em = orm.em.fork();
        await em.nativeUpdate(ViewingBookingEntity, { id: booking.id }, { status: 'cancelled' });
        const mails = viewingCancellationMails(await em.findOneOrFail(ViewingBookingEntity, booking.id), agent.email);
        await em.persistAndFlush(mails);
        for (const mail of mails) await expectSent(mail);
        const [visitorMail] = mailsTo(booking.email);
        expect(readableMail(visitorMail as NonNullable<typeof visitorMail>)).toContain('Subject: Your viewing is cancelled: Bright flat, Queenstown');
        expect(mailPart(visitorMail as NonNullable<typeof visitorMail>, 'Content-Type: text/plain')).toContain('To book another time, open the listing');
        const [agentMail] = mailsTo(agent.email);
        expect(readableMail(agentMail as NonNullable<typeof agentMail>)).toContain('Subject: Viewing cancelled: Bright flat, Queenstown');
      });
    });

    it('sends nothing about a viewing cancelled before its mail went, and records why', async () => {
      await withWorker(mailSettings(), async () => {
        const { booking, mailOf } = await storeBooking();
        await orm.em.fork().nativeUpdate(ViewingBookingEntity, { id: booking.id }, { status: 'cancelled' });
        await expect((await send(mailOf('viewing_confirmation'))).waitUntilFinished(events, 10_000)).resolves.toBe('viewing cancelled');
        expect(await reloadMail(mailOf('viewing_confirmation').id)).toMatchObject({ status: 'cancelled', lastError: VIEWING_CANCELLED_UNSENT });
        expect(mailsTo(booking.email)).toHaveLength(0);
      });
    });
  });
});
