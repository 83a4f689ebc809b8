import { AdminBlogPageSchema, AuditLogPageSchema, type ContentDraft, ContentDraftSchema, ContentRevisionPageSchema } from '@app/contracts';
import { PUBLISH_SCHEDULED_JOB } from '@app/core';
import { type ServiceProcess, eventually, expectStatus } from '../support';
import { WorkerFaultStack } from '../worker-faults/worker-fault-stack';

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe('scheduled publishing (API and worker processes)', () => {
  let stack: WorkerFaultStack;
  let worker: ServiceProcess | null = null;

  const startWorker = async () => {
    worker = await stack.startWorker({ WORKER_QUEUES: 'publishing' });
  };
  const stopWorker = async () => {
    await worker?.stop();
    worker = null;
  };

  const schedule = async (at: Date, title = `Scheduled ${Math.random().toString(36).slice(2, 8)}`) => {
    const body = { title, content: '<p>Going live later.</p>', author: 'Mei Ling Tan', status: 'scheduled', scheduledFor: at.toISOString() };
    return ContentDraftSchema.parse(expectStatus(await stack.staff.post('/api/admin/content-drafts', body), 201));
  };
  const reschedule = async (draft: ContentDraft, fields: { status: string; scheduledFor: string | null }) =>
    expectStatus(await stack.staff.request('PUT', `/api/admin/content-drafts/${draft.id}`, { body: { ...draft, ...fields } }), 200);
  const readDraft = async (id: string) => ContentDraftSchema.parse(expectStatus(await stack.staff.get(`/api/admin/content-drafts/${id}`), 200));
  const pendingJob = (draft: ContentDraft, at: string) => stack.job('publishing', PUBLISH_SCHEDULED_JOB.jobId({ draftId: draft.id, scheduledFor: at }));
  const publicSlugs = async () => expectStatus(await stack.staff.get<{ slug: string }[]>('/api/blog-posts'), 200).map((post) => post.slug);
  const postsTitled = async (title: string) =>
    AdminBlogPageSchema.parse(expectStatus(await stack.staff.get(`/api/admin/blog?q=${encodeURIComponent(title)}`), 200)).items.filter(
      (post) => post.title === title,
    );

  /** The audit rows of the scheduled publishes of a post (the worker writes them, with no actor). */
  const publishAudit = async (postId: string) =>
    AuditLogPageSchema.parse(expectStatus(await stack.staff.get(`/api/admin/audit-log?action=post.published&target=${postId}`), 200)).items;

  const revisions = async (draftId: string) =>
    ContentRevisionPageSchema.parse(expectStatus(await stack.staff.get(`/api/admin/content-drafts/${draftId}/revisions`), 200)).items;
  /** The draft's job once more, as BullMQ runs a job again when its worker died after the publish committed. */
  const runJobAgain = async (draft: ContentDraft, at: Date) => {
    const again = await stack.queues.queue('publishing').add(PUBLISH_SCHEDULED_JOB.name, { draftId: draft.id, scheduledFor: at.toISOString() });
    await eventually(async () => (await stack.job('publishing', again.id as string))?.isCompleted(), {
      timeoutMs: 10_000,
      message: `job ${again.id} to complete`,
    });
    return (await stack.job('publishing', again.id as string))?.returnvalue;
  };

  const waitUntilPublished = (id: string) =>
    eventually(
      async () => {
        const draft = await readDraft(id);
        return draft.publishedPostId ? draft : null;
      },
      { timeoutMs: 10_000, message: `draft ${id} to be published` },
    );

  beforeAll(async () => {
    stack = await WorkerFaultStack.start('scheduled_publishing');
  });
  afterEach(stopWorker);
  afterAll(() => stack?.close());

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
    expect(await publishAudit(post?.id as string)).toEqual([
      expect.objectContaining({ actor: null, details: { title: draft.title, slug: post?.slug, draftId: draft.id, scheduled: true } }),
    ]);
    // The job invalidates the cache just after the row is published; the cache itself would hold the old list for 60 s.
    await eventually(async () => (await publicSlugs()).includes(post?.slug as string), { timeoutMs: 5_000, message: 'the public blog to list the post' });
  });

  it('keeps one publish revision by whoever scheduled the draft, also when the job runs again', async () => {
    await startWorker();
    const at = inSeconds(2);
    const draft = await schedule(at);
    await waitUntilPublished(draft.id);

    expect(await runJobAgain(draft, at)).toEqual({ publishedPostIds: [] });

    const [publish, saved, ...older] = await revisions(draft.id);
    expect(older).toEqual([]);
    expect(saved).toMatchObject({ source: 'manual', title: draft.title });
    expect(saved?.createdBy).toEqual(expect.any(String));
    expect(publish).toMatchObject({ source: 'publish', title: draft.title, createdBy: saved?.createdBy });
    expect(await postsTitled(draft.title)).toHaveLength(1);
  });

  it('publishes drafts that fell due while no worker ran, each once, when a worker starts', async () => {
    const due = inSeconds(3);
    const withJob = await schedule(due);
    const jobLost = await schedule(due);
    await (await pendingJob(jobLost, due.toISOString()))?.remove();
    await eventually(() => Date.now() > due.getTime(), { message: 'the drafts to fall due' });
    expect((await readDraft(withJob.id)).publishedPostId).toBeNull();

    await startWorker();
    const [first, second] = await Promise.all([waitUntilPublished(withJob.id), waitUntilPublished(jobLost.id)]);

    expect(await postsTitled(withJob.title)).toHaveLength(1);
    expect(await postsTitled(jobLost.title)).toHaveLength(1);
    // Both paths have run once the draft's own job and the sweep at start have ended (nothing waiting or active).
    await eventually(
      async () => {
        const waitingOrActive = await stack.queues.queue('publishing').getJobCountByTypes('waiting', 'active');
        return (await (await pendingJob(withJob, due.toISOString()))?.isCompleted()) && waitingOrActive === 0;
      },
      { message: 'the publishing queue to drain' },
    );
    expect((await readDraft(withJob.id)).publishedPostId).toBe(first.publishedPostId);
    expect((await readDraft(jobLost.id)).publishedPostId).toBe(second.publishedPostId);
    for (const { publishedPostId } of [first, second]) expect(await publishAudit(publishedPostId as string)).toHaveLength(1);
    for (const { id } of [withJob, jobLost]) expect((await revisions(id)).filter((revision) => revision.source === 'publish')).toHaveLength(1);
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

    // A job for the old time that ran anyway, as one already taken by a worker when the draft was moved would: added
    // straight to BullMQ, without the kind's id and delay (its time is still a minute away).
    const stale = await stack.queues.queue('publishing').add(PUBLISH_SCHEDULED_JOB.name, { draftId: draft.id, scheduledFor: old.toISOString() });
    await eventually(async () => (await stack.job('publishing', stale.id as string))?.isCompleted(), {
      timeoutMs: 10_000,
      message: `job ${stale.id} to complete`,
    });

    expect((await stack.job('publishing', stale.id as string))?.returnvalue).toEqual({ publishedPostIds: [] });
    expect(await readDraft(draft.id)).toMatchObject({ status: 'scheduled', publishedPostId: null });
  });
});
