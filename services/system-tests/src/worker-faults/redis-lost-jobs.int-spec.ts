import { MEDIA_FAILURE_REASONS } from '@app/contracts';
import { SEND_MAIL_JOB } from '@app/core';
import { jpegImage } from '@app/core/testing';
import { eventually } from '../support';
import { ENQUIRY, WorkerFaultStack } from './worker-fault-stack';

/**
 * Issue 10, items 1, 7 and 8: accepted work whose job Redis lost (restarted without persistence) is not forgotten:
 * the worker's reconciler queues it again, or marks it failed once it is older than RECONCILE_GIVE_UP_AFTER_MS.
 */
const REQUEUED = {
  giveUpAfterMs: '3600000',
  image: { status: 'ready', failureReason: null },
  generation: { state: 'completed', draftId: expect.any(String), error: null },
  // No mail transport in these tests: a notification job that ran records that.
  notification: 'not_configured',
};
const GIVEN_UP = {
  giveUpAfterMs: '1000',
  image: { status: 'failed', failureReason: MEDIA_FAILURE_REASONS.gaveUp },
  generation: { state: 'failed', draftId: null, error: expect.stringMatching(/try again/) },
  notification: 'failed',
};

describe.each([
  ['queues the lost jobs again', REQUEUED],
  ['marks work older than RECONCILE_GIVE_UP_AFTER_MS failed', GIVEN_UP],
])('work accepted before Redis lost its data: the reconciler %s', (_outcome, expected) => {
  let stack: WorkerFaultStack;
  let accepted: { mediaId: string; generationId: string };

  beforeAll(async () => {
    stack = await WorkerFaultStack.start(`redis_lost_${expected.giveUpAfterMs}`, { RECONCILE_GIVE_UP_AFTER_MS: expected.giveUpAfterMs, SMTP_URL: '' });
    accepted = await acceptWork();
    await stack.redis.restart();
    // Without persistence Redis comes back empty: every queued job is gone.
    await eventually(async () => (await stack.job('media', accepted.mediaId)) === undefined, { message: 'Redis to answer again, empty' });
    await stack.startWorker();
  });
  afterAll(() => stack?.close());

  async function acceptWork() {
    const [mediaId] = await stack.upload(await jpegImage({ width: 800, height: 600 }));
    const generation = await stack.staff.post<{ jobId: string }>('/api/admin/content-drafts/generate', { contentType: 'blog' });
    expect(generation.status).toBe(202);
    expect((await stack.staff.post('/api/contact', ENQUIRY)).status).toBe(201);
    const [notification] = await stack.query<{ id: string }>("select id from outbound_mails where kind = 'enquiry_notification'");
    // All three jobs are in Redis (no enqueue still under way) when it loses them.
    await eventually(
      async () =>
        (await stack.job('media', mediaId as string)) &&
        (await stack.job('content', generation.body.jobId)) &&
        (await stack.job('notifications', SEND_MAIL_JOB.jobId({ mailId: notification?.id as string }))),
      { timeoutMs: 10_000, message: 'the three jobs to be queued' },
    );
    return { mediaId: mediaId as string, generationId: generation.body.jobId };
  }

  const notification = async () => (await stack.query<{ status: string }>("select status from outbound_mails where kind = 'enquiry_notification'"))[0];

  it('finishes or fails the uploaded image', async () => {
    const item = await stack.processedMediaItem(accepted.mediaId, 20_000);
    expect(item).toMatchObject(expected.image);
    expect(stack.filesOf(accepted.mediaId).filter((file) => file.startsWith('originals/'))).toEqual([]);
  });

  it('answers the generate status from the stored request, and writes or fails the draft', async () => {
    const finished = await eventually(
      async () => {
        const current = await stack.generation(accepted.generationId);
        return (current.state === 'completed' || current.state === 'failed') && current;
      },
      { timeoutMs: 20_000, message: 'the generate request to finish' },
    );
    expect(finished).toMatchObject(expected.generation);
  });

  it("sends or fails the enquiry's staff notification", async () => {
    const notified = await eventually(
      async () => {
        const current = await notification();
        return current?.status !== 'pending' ? current : null;
      },
      { timeoutMs: 20_000, message: 'the staff notification to leave pending' },
    );
    expect(notified.status).toBe(expected.notification);
  });
});
