import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { QueueEvents } from 'bullmq';
import {
  ContactEnquiryEntity,
  ContactEnquiryEventEntity,
  type JobDefinition,
  JobQueues,
  NOTIFY_STAFF_OF_ENQUIRY_JOB,
  NewsletterSubscriberEntity,
  SEND_ENQUIRY_REPLY_JOB,
  SEND_NEWSLETTER_WELCOME_JOB,
  SEND_PASSWORD_RESET_JOB,
  PasswordResetEntity,
  UserEntity,
  createOrmOptions,
  hashResetToken,
  queueConnection,
} from '@app/core';
import { eventually, readableMail, startSmtpSink } from '@app/core/testing';
import { loadWorkerConfig } from '../config/worker-config';
import { Reconciler } from '../reconcile/reconciler';
import { WorkerModule } from '../worker.module';
import { NO_MAIL_TRANSPORT } from './mail-transport';
import { NO_STAFF_ADDRESS } from './staff-notification.handler';
import { NotificationsModule } from './notifications.module';
import { RESET_EXPIRED_UNSENT } from './password-reset.handler';

// Its own Redis prefix: no other test file's worker can take these jobs.
const prefix = `${process.env.REDIS_PREFIX}-notifications`;
const baseConfig = { ...process.env, REDIS_PREFIX: prefix, WORKER_QUEUES: 'notifications', SMTP_URL: '', MAIL_FROM: '', STAFF_NOTIFY_EMAIL: '' };
const RESET_PAGE_URL = 'https://staff.harbourline.test/auth/reset-password';
/** The kind with 2 attempts 100 ms apart instead of an hour's worth: the worker handles its jobs by name, as the kind's own. */
const retriedQuickly = <J extends JobDefinition>(job: J): J => ({ ...job, options: { ...job.options, attempts: 2, backoff: { type: 'fixed', delay: 100 } } });

/** Runs `test` with a notifications worker of these settings, closed afterwards whatever happens. */
async function withWorker(settings: Record<string, string>, test: (worker: INestApplicationContext) => Promise<void>) {
  const config = loadWorkerConfig({ ...baseConfig, ...settings });
  const catalogue = [NOTIFY_STAFF_OF_ENQUIRY_JOB, SEND_NEWSLETTER_WELCOME_JOB, SEND_ENQUIRY_REPLY_JOB, SEND_PASSWORD_RESET_JOB];
  const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, { catalogue, handlerModules: [NotificationsModule] }), { logger: false });
  try {
    await test(worker);
  } finally {
    await worker.close();
  }
}

describe('notification jobs', () => {
  const config = loadWorkerConfig(baseConfig);
  const queues = new JobQueues(config.REDIS_URL, prefix);
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

  const mailSettings = () => ({ SMTP_URL: sink.url, MAIL_FROM: 'Harbourline <hello@harbourline.test>', STAFF_NOTIFY_EMAIL: 'staff@harbourline.test' });
  /** Every send fails (nothing listens there), whatever other mails the worker's reconciler sends meanwhile. */
  const unreachableMailServer = () => ({ ...mailSettings(), SMTP_URL: 'smtp://127.0.0.1:1' });

  const storeEnquiry = async () => {
    const enquiry = new ContactEnquiryEntity({
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
    await orm.em.fork().persistAndFlush(enquiry);
    return enquiry;
  };
  const reload = (id: string) => orm.em.fork().findOneOrFail(ContactEnquiryEntity, { id });
  const notify = async (enquiryId: string, job = NOTIFY_STAFF_OF_ENQUIRY_JOB) => queues.add(job, { enquiryId });

  it('e-mails staff about an enquiry, with a reply-to of the visitor, and records it as sent', async () => {
    await withWorker(mailSettings(), async () => {
      const enquiry = await storeEnquiry();
      await expect((await notify(enquiry.id)).waitUntilFinished(events, 10_000)).resolves.toBe('sent');
      const mail = sink.received.find((received) => received.raw.includes(enquiry.email));
      expect(mail?.to).toEqual(['<staff@harbourline.test>']);
      const text = readableMail(mail as NonNullable<typeof mail>);
      expect(text).toContain('Subject: New enquiry from Tan Mei Ling: Co-Living Space Management');
      expect(text).toContain(`Reply-To: ${enquiry.email}`);
      expect(text).toContain('I own a six-room terrace in Balestier');
      expect(await reload(enquiry.id)).toMatchObject({ notificationStatus: 'sent', notificationError: null, notifiedAt: expect.any(Date) });
    });
  });

  it('retries a failed send with backoff and records the failure until it goes through', async () => {
    await withWorker(mailSettings(), async () => {
      const enquiry = await storeEnquiry();
      sink.failNext(1, enquiry.email);
      const job = await notify(enquiry.id, retriedQuickly(NOTIFY_STAFF_OF_ENQUIRY_JOB));
      await expect(job.waitUntilFinished(events, 10_000)).resolves.toBe('sent');
      expect((await queues.queue('notifications').getJob(job.id as string))?.attemptsMade).toBe(2);
      expect((await reload(enquiry.id)).notificationStatus).toBe('sent');
    });
  });

  it('keeps the enquiry pending while a send is retried, and records the last reason once every attempt failed', async () => {
    await withWorker(mailSettings(), async () => {
      const enquiry = await storeEnquiry();
      sink.failNext(2, enquiry.email);
      await expect((await notify(enquiry.id, retriedQuickly(NOTIFY_STAFF_OF_ENQUIRY_JOB))).waitUntilFinished(events, 10_000)).rejects.toThrow(/451/);
      const stored = await eventually(async () => {
        const current = await reload(enquiry.id);
        return current.notificationStatus !== 'pending' && current;
      });
      expect(stored.notificationStatus).toBe('failed');
      expect(stored.notificationError).toMatch(/^Attempt 2 of 2 failed: .*451/);
    });
  });

  it.each([
    [{}, NO_MAIL_TRANSPORT],
    [{ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'Harbourline <hello@harbourline.test>' }, NO_STAFF_ADDRESS],
  ])('records on the enquiry that mail is not configured (%j)', async (settings, reason) => {
    await withWorker(settings, async () => {
      const enquiry = await storeEnquiry();
      await expect((await notify(enquiry.id)).waitUntilFinished(events, 10_000)).resolves.toBe('not configured');
      expect(await reload(enquiry.id)).toMatchObject({ notificationStatus: 'not_configured', notificationError: reason });
    });
  });

  it('sends a notification that failed for good again once staff ask (the failed job kept under its id is replaced)', async () => {
    const enquiry = await storeEnquiry();
    await withWorker(unreachableMailServer(), async () => {
      await expect((await notify(enquiry.id, retriedQuickly(NOTIFY_STAFF_OF_ENQUIRY_JOB))).waitUntilFinished(events, 10_000)).rejects.toThrow();
      await eventually(async () => (await reload(enquiry.id)).notificationStatus === 'failed');
    });
    await orm.em.fork().nativeUpdate(ContactEnquiryEntity, { id: enquiry.id }, { notificationStatus: 'pending', notificationError: null });
    await withWorker(mailSettings(), async () => {
      await expect((await queues.addAgain(NOTIFY_STAFF_OF_ENQUIRY_JOB, { enquiryId: enquiry.id })).waitUntilFinished(events, 10_000)).resolves.toBe('sent');
      expect((await reload(enquiry.id)).notificationStatus).toBe('sent');
    });
  });

  describe('reply to a visitor', () => {
    const storeReply = async () => {
      const enquiry = await storeEnquiry();
      const reply = Object.assign(new ContactEnquiryEventEntity({ enquiry, kind: 'replied', actor: null, text: 'Dear Mei Ling,\nWe would be glad to help.' }), {
        subject: 'Your enquiry to Harbourline Property Management',
        mailStatus: 'pending' as const,
      });
      await orm.em.fork().persistAndFlush(reply);
      return { enquiry, reply };
    };
    const reloadReply = (id: string) => orm.em.fork().findOneOrFail(ContactEnquiryEventEntity, { id });
    const sendReply = (replyId: string, job = SEND_ENQUIRY_REPLY_JOB) => queues.add(job, { replyId });

    it('e-mails the reply to the visitor, quoting their message, and records it as sent', async () => {
      await withWorker(mailSettings(), async () => {
        const { enquiry, reply } = await storeReply();
        await expect((await sendReply(reply.id)).waitUntilFinished(events, 10_000)).resolves.toBe('sent');
        const mail = sink.received.find((received) => received.to.includes(`<${enquiry.email}>`));
        const text = readableMail(mail as NonNullable<typeof mail>);
        expect(text).toContain('Subject: Your enquiry to Harbourline Property Management');
        expect(text).toContain('We would be glad to help.');
        expect(text).toContain('> I own a six-room terrace in Balestier');
        expect(await reloadReply(reply.id)).toMatchObject({ mailStatus: 'sent', mailError: null, mailedAt: expect.any(Date) });
      });
    });

    it('records the last reason once every attempt failed', async () => {
      await withWorker(unreachableMailServer(), async () => {
        const { reply } = await storeReply();
        await expect((await sendReply(reply.id, retriedQuickly(SEND_ENQUIRY_REPLY_JOB))).waitUntilFinished(events, 10_000)).rejects.toThrow();
        const stored = await eventually(async () => {
          const current = await reloadReply(reply.id);
          return current.mailStatus !== 'pending' && current;
        });
        expect(stored).toMatchObject({ mailStatus: 'failed', mailError: expect.stringMatching(/^Attempt 2 of 2 failed: /), mailedAt: null });
      });
    });

    it('is queued by the reconciler when its job is missing', async () => {
      const { reply } = await storeReply();
      await withWorker({ ...mailSettings(), RECONCILE_INTERVAL_MS: '200' }, async () => {
        await eventually(async () => (await reloadReply(reply.id)).mailStatus === 'sent');
      });
    });
  });

  describe('newsletter welcome', () => {
    /** `unsubscribedAt` is stored with the row: the running worker's reconciler queues the welcome of any pending one it finds. */
    const storeSubscriber = async (unsubscribedAt: Date | null = null) => {
      const subscriber = new NewsletterSubscriberEntity({ email: `reader-${++counter}@example.sg`, consentedAt: new Date(), clientAddress: '192.0.2.9' });
      subscriber.unsubscribeUrl = `https://www.harbourline.test/newsletter/unsubscribe?token=${++counter}.signature`;
      subscriber.unsubscribedAt = unsubscribedAt;
      await orm.em.fork().persistAndFlush(subscriber);
      return subscriber;
    };
    const reloadSubscriber = (id: string) => orm.em.fork().findOneOrFail(NewsletterSubscriberEntity, { id });
    const welcome = (subscriber: NewsletterSubscriberEntity, job = SEND_NEWSLETTER_WELCOME_JOB) => queues.add(job, { subscriberId: subscriber.id }, subscriber);
    const mailsTo = (email: string) => sink.received.filter((received) => received.to.includes(`<${email}>`));

    it('welcomes a new subscriber with the unsubscribe link, in the body and the List-Unsubscribe header, and records it as sent', async () => {
      await withWorker(mailSettings(), async () => {
        const subscriber = await storeSubscriber();
        await expect((await welcome(subscriber)).waitUntilFinished(events, 10_000)).resolves.toBe('sent');
        const text = readableMail(mailsTo(subscriber.email)[0] as NonNullable<ReturnType<typeof mailsTo>[0]>);
        expect(text).toContain(`List-Unsubscribe: <${subscriber.unsubscribeUrl}>`);
        expect(text).toContain('Thank you for subscribing to our newsletter.');
        expect(text.replace(/\s+/g, '')).toContain(subscriber.unsubscribeUrl);
        expect(await reloadSubscriber(subscriber.id)).toMatchObject({ welcomeStatus: 'sent', welcomeError: null, welcomeSentAt: expect.any(Date) });
      });
    });

    it('asks a subscriber awaiting confirmation to confirm, with the confirmation link (double opt-in)', async () => {
      await withWorker(mailSettings(), async () => {
        const subscriber = await storeSubscriber();
        const confirmUrl = `https://www.harbourline.test/newsletter/confirm?token=${subscriber.id}.${subscriber.consentedAt.getTime()}.signature`;
        await orm.em.fork().nativeUpdate(NewsletterSubscriberEntity, { id: subscriber.id }, { confirmUrl });
        await expect((await welcome(subscriber)).waitUntilFinished(events, 10_000)).resolves.toBe('sent');
        const text = readableMail(mailsTo(subscriber.email)[0] as NonNullable<ReturnType<typeof mailsTo>[0]>);
        expect(text).toContain('Subject: Please confirm your newsletter subscription');
        expect(text.replace(/\s+/g, '')).toContain(confirmUrl);
        expect(text).toContain(`List-Unsubscribe: <${subscriber.unsubscribeUrl}>`);
      });
    });

    it('sends nothing to an address that unsubscribed before its welcome went out, nor a welcome twice', async () => {
      await withWorker(mailSettings(), async () => {
        const [left, welcomed] = [await storeSubscriber(new Date()), await storeSubscriber()];
        await expect((await welcome(left)).waitUntilFinished(events, 10_000)).resolves.toBe('no longer subscribed');
        await expect((await welcome(welcomed)).waitUntilFinished(events, 10_000)).resolves.toBe('sent');
        await queues.queue('notifications').remove(SEND_NEWSLETTER_WELCOME_JOB.jobId({ subscriberId: welcomed.id }, welcomed));
        await expect((await welcome(welcomed)).waitUntilFinished(events, 10_000)).resolves.toBe('no welcome pending');
        expect([mailsTo(left.email).length, mailsTo(welcomed.email).length]).toEqual([0, 1]);
      });
    });

    it('records that mail is not configured', async () => {
      await withWorker({}, async () => {
        const subscriber = await storeSubscriber();
        await expect((await welcome(subscriber)).waitUntilFinished(events, 10_000)).resolves.toBe('not configured');
        expect(await reloadSubscriber(subscriber.id)).toMatchObject({ welcomeStatus: 'not_configured', welcomeError: NO_MAIL_TRANSPORT });
      });
    });

    it('keeps the welcome pending while a send is retried, and records the last reason once every attempt failed', async () => {
      await withWorker(mailSettings(), async () => {
        const subscriber = await storeSubscriber();
        sink.failNext(2, subscriber.email);
        await expect((await welcome(subscriber, retriedQuickly(SEND_NEWSLETTER_WELCOME_JOB))).waitUntilFinished(events, 10_000)).rejects.toThrow(/451/);
        const stored = await eventually(async () => {
          const current = await reloadSubscriber(subscriber.id);
          return current.welcomeStatus !== 'pending' && current;
        });
        expect(stored).toMatchObject({ welcomeStatus: 'failed', welcomeError: expect.stringMatching(/^Attempt 2 of 2 failed: .*451/), welcomeSentAt: null });
      });
    });

    it('is queued by the reconciler when its job is missing, once, and never for an address that left', async () => {
      const [pending, left] = [await storeSubscriber(), await storeSubscriber()];
      await orm.em.fork().nativeUpdate(NewsletterSubscriberEntity, { id: left.id }, { unsubscribedAt: new Date() });
      await withWorker({ ...mailSettings(), RECONCILE_INTERVAL_MS: '200' }, async (worker) => {
        await eventually(async () => (await reloadSubscriber(pending.id)).welcomeStatus === 'sent');
        // Two more whole reconciler runs after the welcome went out: still one welcome.
        const reconciler = worker.get(Reconciler);
        await reconciler.runOnce();
        await reconciler.runOnce();
        expect([mailsTo(pending.email).length, mailsTo(left.email).length]).toEqual([1, 0]);
        expect((await reloadSubscriber(left.id)).welcomeStatus).toBe('pending');
      });
    });
  });

  describe('password reset link', () => {
    const storeReset = async (expiresInMs = 30 * 60 * 1000) => {
      const em = orm.em.fork();
      const name = `reset-${++counter}-${Date.now()}`;
      const user = new UserEntity({ username: name, email: `${name}@harbourline.test`, role: 'content_manager', passwordHash: 'x' });
      await em.persistAndFlush(user);
      const reset = new PasswordResetEntity({ user: em.getReference(UserEntity, user.id, { wrapped: true }), pageUrl: RESET_PAGE_URL, expiresAt: new Date(Date.now() + expiresInMs) });
      await em.persistAndFlush(reset);
      return { user, reset };
    };
    const reloadReset = (id: string) => orm.em.fork().findOneOrFail(PasswordResetEntity, { id });
    const sendLink = async (resetId: string) => (await queues.add(SEND_PASSWORD_RESET_JOB, { resetId })).waitUntilFinished(events, 10_000);

    it('mails a single-use link whose token only the mail holds: the row keeps its hash', async () => {
      await withWorker(mailSettings(), async () => {
        const { user, reset } = await storeReset();
        await expect(sendLink(reset.id)).resolves.toBe('sent');

        const mail = sink.received.find((received) => received.to.includes(`<${user.email}>`));
        const text = readableMail(mail as NonNullable<typeof mail>);
        expect(text).toContain('Subject: Choose a new password for the Harbourline admin panel');
        const token = /reset-password\?token=([\w-]+)/.exec(text.replace(/=\r?\n/g, ''))?.[1] as string;
        expect(await reloadReset(reset.id)).toMatchObject({ mailStatus: 'sent', mailError: null, mailedAt: expect.any(Date), tokenHash: hashResetToken(token) });
      });
    });

    it('sends nothing once the link has expired, and records why', async () => {
      await withWorker(mailSettings(), async () => {
        const { user, reset } = await storeReset(-1000);
        await expect(sendLink(reset.id)).resolves.toBe('expired');
        expect(sink.received.filter((received) => received.to.includes(`<${user.email}>`))).toHaveLength(0);
        expect(await reloadReset(reset.id)).toMatchObject({ mailStatus: 'failed', mailError: RESET_EXPIRED_UNSENT, tokenHash: null });
      });
    });

    it('records that mail is not configured (an admin can then make a link)', async () => {
      await withWorker({}, async () => {
        const { reset } = await storeReset();
        await expect(sendLink(reset.id)).resolves.toBe('not configured');
        expect(await reloadReset(reset.id)).toMatchObject({ mailStatus: 'not_configured', mailError: NO_MAIL_TRANSPORT, tokenHash: null });
      });
    });
  });
});
