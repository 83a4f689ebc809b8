import { MikroORM } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import { QueueEvents } from 'bullmq';
import {
  AuditLogEntity,
  ContactEnquiryEntity,
  createOrmOptions,
  JobQueues,
  MaintenanceRequestEntity,
  mediaStorageFor,
  NewsletterSubscriberEntity,
  PURGE_EXPIRED_DATA_EVERY_MS,
  PURGE_EXPIRED_DATA_JOB,
  queueConnection,
  RentChargeEntity,
  TenancyDocumentEntity,
  tenancyDocumentKey,
  TenancyEntity,
  UserEntity,
} from '@app/core';
import { eventually, testTenancy } from '@app/core/testing';
import { loadWorkerConfig } from '../config/worker-config';
import { WorkerModule } from '../worker.module';
import { PURGE_BATCH } from './batched-delete';
import { monthsBefore } from './retention-period';
import { RetentionModule } from './retention.module';
import { LEDGER_RETENTION_MONTHS } from './tenancy-retention';

/** A describe block's worker config, its queues and a database connection, open for its tests, and its purge runs. */
function retentionSetUp(redisPrefixSuffix: string) {
  // Its own Redis prefix: no other test file's worker can take these jobs.
  const prefix = `${process.env.REDIS_PREFIX}-${redisPrefixSuffix}`;
  const config = loadWorkerConfig({ ...process.env, REDIS_PREFIX: prefix, WORKER_QUEUES: 'maintenance', ENQUIRY_RETENTION_MONTHS: '24' });
  const queues = new JobQueues(config.REDIS_URL, prefix);
  const events = new QueueEvents('maintenance', { connection: queueConnection(config.REDIS_URL), prefix });
  const setUp = {
    config,
    queues,
    orm: undefined as unknown as MikroORM,
    /** Queues one purge and waits for it to finish. */
    async purge() {
      await (await queues.add(PURGE_EXPIRED_DATA_JOB, {})).waitUntilFinished(events, 10_000);
    },
    /** Runs `check` while a worker with the retention jobs is up, and shuts the worker down after it, passed or failed. */
    async whileWorkerRuns(check: () => Promise<void>) {
      const worker = await NestFactory.createApplicationContext(
        WorkerModule.forRoot(config, { catalogue: [PURGE_EXPIRED_DATA_JOB], handlerModules: [RetentionModule] }),
        { logger: false },
      );
      try {
        await check();
      } finally {
        await worker.close();
      }
    },
  };

  beforeAll(async () => {
    await events.waitUntilReady();
    setUp.orm = await MikroORM.init(createOrmOptions(config.DATABASE_URL));
  });
  afterAll(async () => {
    await events.close();
    await queues.close();
    await setUp.orm.close(true);
  });
  return setUp;
}

describe('enquiry retention', () => {
  const setUp = retentionSetUp('retention');
  const { queues } = setUp;

  const storeEnquiry = async (status: ContactEnquiryEntity['status'], monthsOld: number) => {
    const enquiry = new ContactEnquiryEntity({
      name: 'Lim Wei Jie',
      email: `retention-${status}-${monthsOld}-${Date.now()}@example.sg`,
      phone: '',
      service: 'maintenance',
      message: 'The aircon in my rental unit needs servicing.',
      consentTextVersion: '2026-11-1',
      consentedAt: new Date(),
      clientAddress: '198.51.100.3',
      userAgent: null,
    });
    Object.assign(enquiry, { status, createdAt: monthsBefore(new Date(), monthsOld) });
    await setUp.orm.em.fork().persistAndFlush(enquiry);
    return enquiry.id;
  };

  const storeSubscriber = async (fields: Partial<NewsletterSubscriberEntity>, daysOld: number) => {
    const subscriber = new NewsletterSubscriberEntity({
      email: `retention-${Math.random().toString(36).slice(2)}@example.sg`,
      consentedAt: new Date(Date.now() - daysOld * 86_400_000),
      clientAddress: '198.51.100.4',
    });
    await setUp.orm.em.fork().persistAndFlush(Object.assign(subscriber, fields));
    return subscriber.id;
  };

  it('deletes addresses sent a confirmation link that stayed unconfirmed for 7 days, and nothing else', async () => {
    const link = { confirmUrl: 'https://www.harbourline.test/newsletter/confirm?token=x' };
    const expired = await storeSubscriber(link, 8);
    const recent = await storeSubscriber(link, 6);
    const confirmed = await storeSubscriber({ ...link, confirmedAt: new Date() }, 30);
    const storedWithoutMail = await storeSubscriber({}, 30);
    await setUp.whileWorkerRuns(async () => {
      await setUp.purge();
      const remaining = await setUp.orm.em.fork().find(NewsletterSubscriberEntity, { id: { $in: [expired, recent, confirmed, storedWithoutMail] } });
      expect(remaining.map((subscriber) => subscriber.id).sort()).toEqual([recent, confirmed, storedWithoutMail].sort());
    });
  });

  it('deletes closed and spam enquiries older than ENQUIRY_RETENTION_MONTHS, keeps the rest, and audits the count', async () => {
    // More than one batch: the purge deletes PURGE_BATCH rows a statement until none is left.
    await setUp.orm.em.getConnection().execute(
      `insert into contact_enquiries (name, email, phone, service, message, status, consent_text_version, consented_at, client_address, created_at)
       select 'Old enquirer', 'old-' || n || '@example.sg', '', 'maintenance', 'An old question.', 'closed', '2026-11-1', now(), '198.51.100.5', now() - interval '30 months'
         from generate_series(1, ${PURGE_BATCH + 10}) n`,
    );
    const expiredClosed = await storeEnquiry('closed', 25);
    const expiredSpam = await storeEnquiry('spam', 30);
    const oldButOpen = await storeEnquiry('open', 30);
    const recentClosed = await storeEnquiry('closed', 23);
    // The daily purge as the release before decision 025 scheduled it, on the publishing queue.
    await queues.queue('publishing').upsertJobScheduler('enquiry-retention', { every: PURGE_EXPIRED_DATA_EVERY_MS }, { name: PURGE_EXPIRED_DATA_JOB.name });
    await setUp.whileWorkerRuns(async () => {
      // The daily scheduler, registered as the worker starts, may run first: either run deletes them.
      await setUp.purge();
      const remaining = await setUp.orm.em.fork().find(ContactEnquiryEntity, { id: { $in: [expiredClosed, expiredSpam, oldButOpen, recentClosed] } });
      expect(remaining.map((enquiry) => enquiry.id).sort()).toEqual([oldButOpen, recentClosed].sort());
      const audit = await setUp.orm.em.fork().findOneOrFail(AuditLogEntity, { action: 'enquiries.retention_purged' }, { orderBy: { id: 'desc' } });
      expect(audit.details).toEqual({ deleted: expect.any(Number), retentionMonths: 24 });
      expect(audit.details?.deleted).toBeGreaterThanOrEqual(PURGE_BATCH + 12);
      expect(await setUp.orm.em.fork().count(ContactEnquiryEntity, { name: 'Old enquirer' })).toBe(0);
      expect(await queues.queue('maintenance').getJobScheduler('enquiry-retention')).toMatchObject({ every: PURGE_EXPIRED_DATA_EVERY_MS });
      // Taken off the queue it moved from, so it runs once a day, not twice.
      await eventually(async () => (await queues.queue('publishing').getJobSchedulers()).length === 0, { message: 'the former schedule to go' });
    });
  });
});

describe('tenancy retention', () => {
  const setUp = retentionSetUp('tenancy-retention');
  const { config } = setUp;

  const storeTenancy = async (leaseEnd: string, endedAt: Date | null, tenant: UserEntity | null) => {
    const tenancy = testTenancy({
      address: '1 Retention Way',
      tenantEmail: `ret-${Math.random().toString(36).slice(2)}@example.sg`,
      leaseStart: '2020-01-01',
      leaseEnd,
    });
    await setUp.orm.em.fork().persistAndFlush(Object.assign(tenancy, { endedAt, tenant }));
    return tenancy.id;
  };

  it('deletes tenancies that ended over ENQUIRY_RETENTION_MONTHS ago with their requests, and their tenants kept by no other tenancy', async () => {
    const em = setUp.orm.em.fork();
    const leaving = new UserEntity({ username: `tenant-ret-${Date.now()}`, email: `leaving-${Date.now()}@example.sg`, role: 'tenant', passwordHash: null });
    await em.persistAndFlush(leaving);
    const oldLease = await storeTenancy('2022-01-31', null, leaving);
    const endedEarlyLongAgo = await storeTenancy('2030-01-31', monthsBefore(new Date(), 30), null);
    const recent = await storeTenancy('2099-01-31', null, null);
    const agreement = new TenancyDocumentEntity({
      tenancy: em.getReference(TenancyEntity, oldLease),
      kind: 'agreement',
      contentType: 'application/pdf',
      originalFilename: 'agreement.pdf',
      size: 9,
      uploadedBy: null,
    });
    await em.persistAndFlush(agreement);
    const request = new MaintenanceRequestEntity({
      tenancy: em.getReference(TenancyEntity, oldLease),
      category: 'locks',
      urgency: 'routine',
      description: 'The gate lock sticks.',
      responseDueAt: new Date(),
      createdAt: new Date(),
    });
    await em.persistAndFlush(request);
    // The file is stored before the worker starts: its schedule's first purge may run at once and must find it.
    const storage = mediaStorageFor(config);
    await storage.put(tenancyDocumentKey(agreement.id), Buffer.from('%PDF-1.4\n'));
    await setUp.whileWorkerRuns(async () => {
      await setUp.purge();
      const fork = setUp.orm.em.fork();
      expect(await storage.read(tenancyDocumentKey(agreement.id))).toBeNull();
      const remaining = await fork.find(TenancyEntity, { id: { $in: [oldLease, endedEarlyLongAgo, recent] } });
      expect(remaining.map((tenancy) => tenancy.id)).toEqual([recent]);
      expect(await fork.count(MaintenanceRequestEntity, { id: request.id })).toBe(0);
      expect(await fork.count(UserEntity, { id: leaving.id })).toBe(0);
      expect(await fork.count(AuditLogEntity, { action: 'tenancies.retention_purged' })).toBeGreaterThanOrEqual(1);
    });
  });

  it('keeps a tenancy with a rent ledger for LEDGER_RETENTION_MONTHS after it ended, whatever the retention period', async () => {
    const withLedger = async (endedMonthsAgo: number) => {
      const id = await storeTenancy('2030-01-31', monthsBefore(new Date(), endedMonthsAgo), null);
      const em = setUp.orm.em.fork();
      const charge = new RentChargeEntity({
        tenancy: em.getReference(TenancyEntity, id),
        kind: 'one_off',
        period: null,
        reference: `HLRET${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
        description: 'Utilities',
        dueOn: '2020-02-01',
        amountCents: 12_345,
        createdBy: null,
      });
      await em.persistAndFlush(charge);
      return id;
    };
    const endedThirtyMonthsAgo = await withLedger(30);
    const endedOverFiveYearsAgo = await withLedger(LEDGER_RETENTION_MONTHS + 1);
    await setUp.whileWorkerRuns(async () => {
      await setUp.purge();
      const remaining = await setUp.orm.em.fork().find(TenancyEntity, { id: { $in: [endedThirtyMonthsAgo, endedOverFiveYearsAgo] } });
      expect(remaining.map((tenancy) => tenancy.id)).toEqual([endedThirtyMonthsAgo]);
      expect(await setUp.orm.em.fork().count(RentChargeEntity, { tenancy: endedThirtyMonthsAgo })).toBe(1);
    });
  });
});
