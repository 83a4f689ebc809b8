import { MikroORM } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import { type JobsOptions, QueueEvents } from 'bullmq';
import {
  ContactEnquiryEntity,
  JobQueues,
  NOTIFY_STAFF_OF_ENQUIRY_JOB,
  NewsletterSubscriberEntity,
  SEND_NEWSLETTER_WELCOME_JOB,
  createOrmOptions,
  notifyStaffJobOptions,
  queueConnection,
} from '@app/core';
import { loadWorkerConfig } from '../config/worker-config';
import { WorkerModule } from '../worker.module';
import { NO_MAIL_TRANSPORT, NO_STAFF_ADDRESS } from './staff-notification.handler';
import { NotificationsModule } from './notifications.module';
import { readableMail, startSmtpSink } from './testing/smtp-sink';

// Its own Redis prefix: no other test file's worker can take these jobs.
const prefix = `${process.env.REDIS_PREFIX}-notifications`;
const baseConfig = { ...process.env, REDIS_PREFIX: prefix, WORKER_QUEUES: 'notifications', SMTP_URL: '', MAIL_FROM: '', STAFF_NOTIFY_EMAIL: '' };
const QUICK_RETRY: JobsOptions = { attempts: 2, backoff: { type: 'fixed', delay: 100 } };

/** Polls `check` until it answers something truthy (the failure is recorded just after the job fails). */
async function eventually<T>(check: () => Promise<T | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function startWorker(settings: Record<string, string> = {}) {
  const config = loadWorkerConfig({ ...baseConfig, ...settings });
  const catalogue = [NOTIFY_STAFF_OF_ENQUIRY_JOB, SEND_NEWSLETTER_WELCOME_JOB];
  return NestFactory.createApplicationContext(WorkerModule.forRoot(config, { catalogue, handlerModules: [NotificationsModule] }), { logger: false });
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
  const notify = async (enquiryId: string, options: JobsOptions = {}) =>
    queues.add(NOTIFY_STAFF_OF_ENQUIRY_JOB, { enquiryId }, { ...notifyStaffJobOptions(enquiryId), ...options });

  it('e-mails staff about an enquiry, with a reply-to of the visitor, and records it as sent', async () => {
    const worker = await startWorker(mailSettings());
    try {
      const enquiry = await storeEnquiry();
      await expect((await notify(enquiry.id)).waitUntilFinished(events, 10_000)).resolves.toBe('sent');
      const mail = sink.received.find((received) => received.raw.includes(enquiry.email));
      expect(mail?.to).toEqual(['<staff@harbourline.test>']);
      const text = readableMail(mail as NonNullable<typeof mail>);
      expect(text).toContain('Subject: New enquiry from Tan Mei Ling: Co-Living Space Management');
      expect(text).toContain(`Reply-To: ${enquiry.email}`);
      expect(text).toContain('I own a six-room terrace in Balestier');
      expect(await reload(enquiry.id)).toMatchObject({ notificationStatus: 'sent', notificationError: null, notifiedAt: expect.any(Date) });
    } finally {
      await worker.close();
    }
  });

  it('retries a failed send with backoff and records the failure until it goes through', async () => {
    const worker = await startWorker(mailSettings());
    try {
      const enquiry = await storeEnquiry();
      sink.failNext(1);
      const job = await notify(enquiry.id, QUICK_RETRY);
      await expect(job.waitUntilFinished(events, 10_000)).resolves.toBe('sent');
      expect((await queues.queue('notifications').getJob(job.id as string))?.attemptsMade).toBe(2);
      expect((await reload(enquiry.id)).notificationStatus).toBe('sent');
    } finally {
      await worker.close();
    }
  });

  it('keeps the enquiry pending while a send is retried, and records the last reason once every attempt failed', async () => {
    const worker = await startWorker(mailSettings());
    try {
      const enquiry = await storeEnquiry();
      sink.failNext(2);
      await expect((await notify(enquiry.id, QUICK_RETRY)).waitUntilFinished(events, 10_000)).rejects.toThrow(/451/);
      const stored = await eventually(async () => {
        const current = await reload(enquiry.id);
        return current.notificationStatus !== 'pending' && current;
      });
      expect(stored.notificationStatus).toBe('failed');
      expect(stored.notificationError).toMatch(/^Attempt 2 of 2 failed: .*451/);
    } finally {
      await worker.close();
    }
  });

  it.each([
    [{}, NO_MAIL_TRANSPORT],
    [{ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'Harbourline <hello@harbourline.test>' }, NO_STAFF_ADDRESS],
  ])('records on the enquiry that mail is not configured (%j)', async (settings, reason) => {
    const worker = await startWorker(settings);
    try {
      const enquiry = await storeEnquiry();
      await expect((await notify(enquiry.id)).waitUntilFinished(events, 10_000)).resolves.toBe('not configured');
      expect(await reload(enquiry.id)).toMatchObject({ notificationStatus: 'not_configured', notificationError: reason });
    } finally {
      await worker.close();
    }
  });

  it('welcomes a new subscriber with the unsubscribe link, in the body and the List-Unsubscribe header', async () => {
    const worker = await startWorker(mailSettings());
    try {
      const subscriber = new NewsletterSubscriberEntity({ email: `reader-${++counter}@example.sg`, consentedAt: new Date(), clientAddress: '192.0.2.9' });
      await orm.em.fork().persistAndFlush(subscriber);
      const unsubscribeUrl = `https://www.harbourline.test/newsletter/unsubscribe?token=${subscriber.id}.signature`;
      const job = await queues.add(SEND_NEWSLETTER_WELCOME_JOB, { subscriberId: subscriber.id, unsubscribeUrl });
      await expect(job.waitUntilFinished(events, 10_000)).resolves.toBe('sent');
      const mail = sink.received.find((received) => received.to.includes(`<${subscriber.email}>`));
      const text = readableMail(mail as NonNullable<typeof mail>);
      expect(text).toContain(`List-Unsubscribe: <${unsubscribeUrl}>`);
      expect(text).toContain('Thank you for subscribing to our newsletter.');
      expect(text.replace(/\s+/g, '')).toContain(unsubscribeUrl);
    } finally {
      await worker.close();
    }
  });
});
