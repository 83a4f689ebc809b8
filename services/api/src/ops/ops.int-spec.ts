import { EntityManager } from '@mikro-orm/postgresql';
import { type Job, Worker } from 'bullmq';
import request from 'supertest';
import { OPS_ENDPOINTS, QueuesReportSchema, endpointUrl } from '@app/contracts';
import { AuditLogEntity, JobQueues, queueConnection } from '@app/core';
import { eventually } from '@app/core/testing';
import { type TestAccount, accountFactory } from '../testing/accounts';
import { createTestApp } from '../testing/test-app';

const QUEUE = 'notifications';

/** Issue 16, item 6: the queue dashboard's API, for super admins only; retrying and removing failed jobs is audited. */
describe('the queue dashboard API', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  let owner: TestAccount;
  let worker: Worker;
  let failing = true;

  /** A notifications job that fails for good at once (its worker throws, one attempt). */
  async function failedJob(): Promise<Job> {
    failing = true;
    const job = await context.app.get(JobQueues).queue(QUEUE).add('dashboard.test', { note: 'mail server refused' }, { attempts: 1 });
    await eventually(async () => (await job.isFailed()) || null, { message: 'the job to fail' });
    failing = false;
    return job;
  }

  const url = (endpoint: typeof OPS_ENDPOINTS.retryJob | typeof OPS_ENDPOINTS.removeJob, job: Job) =>
    endpointUrl(endpoint, { queue: QUEUE, jobId: job.id ?? '' });
  const audited = (action: string) =>
    context.app
      .get(EntityManager)
      .fork()
      .find(AuditLogEntity, { action: action as AuditLogEntity['action'] });

  beforeAll(async () => {
    context = await createTestApp();
    owner = await (await accountFactory(context.app)).create('super_admin');
    worker = new Worker(
      QUEUE,
      async (job) => {
        if (job.name === 'dashboard.test' && failing) throw new Error('SMTP 554: mail server refused');
      },
      { connection: queueConnection(context.config.REDIS_URL), prefix: context.config.REDIS_PREFIX },
    );
  });
  afterAll(async () => {
    await worker?.close();
    await context?.app.close();
  });

  it.each([
    ['a visitor', 401],
    ['a content manager', 403],
    ['an admin', 403],
  ] as const)('refuses %s (%i)', async (who, status) => {
    const accounts = await accountFactory(context.app);
    const cookie = who === 'a visitor' ? '' : (await accounts.create(who === 'an admin' ? 'admin' : 'content_manager')).cookie;
    await request(context.server).get(OPS_ENDPOINTS.queues.path).set('Cookie', cookie).expect(status);
  });

  it('counts every queue by state and lists its failed jobs with their reason', async () => {
    const job = await failedJob();
    const response = await request(context.server).get(OPS_ENDPOINTS.queues.path).set('Cookie', owner.cookie).expect(200);
    const { queues } = QueuesReportSchema.parse(response.body);
    expect(queues.map((queue) => queue.name)).toEqual(['media', 'content', 'publishing', 'maintenance', 'tenancies', 'notifications', 'campaigns']);
    const notifications = queues.find((queue) => queue.name === QUEUE);
    expect(notifications?.counts.failed).toBeGreaterThanOrEqual(1);
    expect(notifications?.failed).toContainEqual(
      expect.objectContaining({ id: job.id, name: 'dashboard.test', failedReason: 'SMTP 554: mail server refused', attemptsMade: 1 }),
    );
  });

  it('retries a failed job, audited, and refuses one that is not failed', async () => {
    const job = await failedJob();
    await request(context.server)
      .post(url(OPS_ENDPOINTS.retryJob, job))
      .set('Cookie', owner.cookie)
      .set('Origin', 'http://localhost:3000')
      .expect(200, { success: true });
    await eventually(async () => (await job.isCompleted()) || null, { message: 'the retried job to run' });
    expect(await audited('queue.job_retried')).toContainEqual(
      expect.objectContaining({ actorId: owner.user.id, details: { queue: QUEUE, jobId: job.id, name: 'dashboard.test' } }),
    );

    const again = await request(context.server)
      .post(url(OPS_ENDPOINTS.retryJob, job))
      .set('Cookie', owner.cookie)
      .set('Origin', 'http://localhost:3000')
      .expect(409);
    expect(again.body.message).toBe('Only a failed job can be retried or removed');
  });

  it('removes a failed job, audited; an unknown job or queue is 404', async () => {
    const job = await failedJob();
    await request(context.server).delete(url(OPS_ENDPOINTS.removeJob, job)).set('Cookie', owner.cookie).set('Origin', 'http://localhost:3000').expect(200);
    expect(
      await context.app
        .get(JobQueues)
        .queue(QUEUE)
        .getJob(job.id ?? ''),
    ).toBeUndefined();
    expect(await audited('queue.job_removed')).toContainEqual(expect.objectContaining({ details: { queue: QUEUE, jobId: job.id, name: 'dashboard.test' } }));

    await request(context.server).delete(url(OPS_ENDPOINTS.removeJob, job)).set('Cookie', owner.cookie).set('Origin', 'http://localhost:3000').expect(404);
    await request(context.server)
      .delete(endpointUrl(OPS_ENDPOINTS.removeJob, { queue: 'no-such-queue', jobId: '1' }))
      .set('Cookie', owner.cookie)
      .set('Origin', 'http://localhost:3000')
      .expect(404);
  });
});
