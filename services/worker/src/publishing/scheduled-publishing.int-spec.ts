import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { AdminBlogListSchema, type ContentDraft, ContentDraftSchema } from '@app/contracts';
import { JobQueues, PUBLISH_SCHEDULED_JOB, SWEEP_SCHEDULED_JOB, publishJobId } from '@app/core';
import { type TestAccount, accountFactory } from '../../../api/src/testing/accounts';
import { createTestApp } from '../../../api/src/testing/test-app';
import { loadWorkerConfig } from '../config/worker-config';
import { WorkerModule } from '../worker.module';
import { PublishingModule } from './publishing.module';

/** This file's own Redis prefix: no other test's worker can take its jobs. */
const REDIS_PREFIX = `${process.env.REDIS_PREFIX}-publishing`;
const workerConfig = loadWorkerConfig({ ...process.env, REDIS_PREFIX, WORKER_QUEUES: 'publishing' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe('scheduled publishing (API and a real worker)', () => {
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let editor: TestAccount;
  let worker: INestApplicationContext | null = null;
  const queues = new JobQueues(workerConfig.REDIS_URL, REDIS_PREFIX);
  const http = () => request(api.server);

  const startWorker = async () => {
    worker = await NestFactory.createApplicationContext(
      WorkerModule.forRoot(workerConfig, { catalogue: [PUBLISH_SCHEDULED_JOB, SWEEP_SCHEDULED_JOB], handlerModules: [PublishingModule] }),
      { logger: false },
    );
  };
  const stopWorker = async () => {
    await worker?.close();
    worker = null;
  };

  const schedule = async (at: Date, title = `Scheduled ${Math.random().toString(36).slice(2, 8)}`) => {
    const body = { title, content: '<p>Going live later.</p>', author: 'Mei Ling Tan', status: 'scheduled', scheduledFor: at.toISOString() };
    return ContentDraftSchema.parse((await http().post('/api/admin/content-drafts').set('Cookie', editor.cookie).send(body).expect(201)).body);
  };
  const reschedule = (draft: ContentDraft, fields: { status: string; scheduledFor: string | null }) =>
    http().put(`/api/admin/content-drafts/${draft.id}`).set('Cookie', editor.cookie).send({ ...draft, ...fields }).expect(200);
  const readDraft = async (id: string) => ContentDraftSchema.parse((await http().get(`/api/admin/content-drafts/${id}`).set('Cookie', editor.cookie).expect(200)).body);
  const pendingJob = (draft: ContentDraft, at: string) => queues.queue('publishing').getJob(publishJobId(draft.id, new Date(at)));
  const publicSlugs = async () => (await http().get('/api/blog-posts').expect(200)).body.map((post: { slug: string }) => post.slug) as string[];

  const waitUntilPublished = async (id: string, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const draft = await readDraft(id);
      if (draft.publishedPostId) return draft;
      if (Date.now() > deadline) throw new Error(`Draft ${id} was not published within ${timeoutMs} ms`);
      await sleep(100);
    }
  };

  const waitForCompletion = async (jobId: string) => {
    const deadline = Date.now() + 10_000;
    while (!(await (await queues.queue('publishing').getJob(jobId))?.isCompleted())) {
      if (Date.now() > deadline) throw new Error(`Job ${jobId} did not complete`);
      await sleep(100);
    }
  };

  const postsTitled = async (title: string) =>
    AdminBlogListSchema.parse((await http().get('/api/admin/blog').set('Cookie', editor.cookie).expect(200)).body).filter((post) => post.title === title);

  beforeAll(async () => {
    api = await createTestApp({ REDIS_PREFIX });
    editor = await (await accountFactory(api.app)).create('content_manager');
  });
  afterEach(stopWorker);
  afterAll(async () => {
    await queues.close();
    await api.app.close();
  });

  it('publishes a scheduled draft at its time, and the public blog shows it without waiting for its cache', async () => {
    await startWorker();
    const at = inSeconds(4);
    const draft = await schedule(at);
    const listedBefore = await publicSlugs();

    const early = await readDraft(draft.id);
    if (Date.now() < at.getTime()) expect(early.publishedPostId).toBeNull();
    const published = await waitUntilPublished(draft.id);

    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    expect(published).toMatchObject({ status: 'approved', scheduledFor: null });
    const [post] = await postsTitled(draft.title);
    expect(post?.status).toBe('published');
    expect(listedBefore).not.toContain(post?.slug);
    // The job invalidates the cache just after the row is published; the cache itself would hold the old list for 60 s.
    const deadline = Date.now() + 5_000;
    while (!(await publicSlugs()).includes(post?.slug as string)) {
      if (Date.now() > deadline) throw new Error('The public blog still lists the posts from before the publish');
      await sleep(100);
    }
  });

  it('publishes drafts that fell due while no worker ran, each once, when a worker starts', async () => {
    const due = inSeconds(3);
    const withJob = await schedule(due);
    const jobLost = await schedule(due);
    await (await pendingJob(jobLost, due.toISOString()))?.remove();
    await sleep(due.getTime() - Date.now() + 200);
    expect((await readDraft(withJob.id)).publishedPostId).toBeNull();

    await startWorker();
    const [first, second] = await Promise.all([waitUntilPublished(withJob.id), waitUntilPublished(jobLost.id)]);

    expect(await postsTitled(withJob.title)).toHaveLength(1);
    expect(await postsTitled(jobLost.title)).toHaveLength(1);
    await sleep(500);
    expect((await readDraft(withJob.id)).publishedPostId).toBe(first.publishedPostId);
    expect((await readDraft(jobLost.id)).publishedPostId).toBe(second.publishedPostId);
  });

  it('moves the pending job when the draft is rescheduled and removes it when the draft leaves scheduled', async () => {
    const first = inSeconds(3600).toISOString();
    const second = inSeconds(7200).toISOString();
    const draft = await schedule(new Date(first));
    expect(await (await pendingJob(draft, first))?.isDelayed()).toBe(true);

    await reschedule(draft, { status: 'scheduled', scheduledFor: second });
    expect(await pendingJob(draft, first)).toBeUndefined();
    expect(await (await pendingJob(draft, second))?.isDelayed()).toBe(true);

    await reschedule(draft, { status: 'review', scheduledFor: null });
    expect(await pendingJob(draft, second)).toBeUndefined();
    expect(await readDraft(draft.id)).toMatchObject({ status: 'review', scheduledFor: null });
  });

  it('does not publish a draft at a time it was moved away from, even if that job still runs', async () => {
    await startWorker();
    const old = inSeconds(60);
    const draft = await schedule(old);
    await reschedule(draft, { status: 'scheduled', scheduledFor: inSeconds(3600).toISOString() });
    expect(await pendingJob(draft, old.toISOString())).toBeUndefined();

    // A job for the old time that ran anyway, as one already taken by a worker when the draft was moved would.
    const stale = await queues.add(PUBLISH_SCHEDULED_JOB, { draftId: draft.id, scheduledFor: old.toISOString() });
    await waitForCompletion(stale.id as string);

    expect((await queues.queue('publishing').getJob(stale.id as string))?.returnvalue).toEqual({ publishedPostIds: [] });
    expect(await readDraft(draft.id)).toMatchObject({ status: 'scheduled', publishedPostId: null });
  });
});
