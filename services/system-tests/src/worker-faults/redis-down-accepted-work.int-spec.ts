import { eventually } from '../support';
import { ENQUIRY, WorkerFaultStack } from './worker-fault-stack';

/**
 * Issue 10, items 7 and 8 (worker side): an enquiry and an AI generate request accepted while Redis was down are
 * stored without a job; once Redis is back the worker's reconciler queues their jobs.
 */
describe('work accepted while Redis is down (API, worker, PostgreSQL, Redis stopped and started again)', () => {
  let stack: WorkerFaultStack;

  beforeAll(async () => {
    stack = await WorkerFaultStack.start('redis_down_accepted', { SMTP_URL: '' });
  });
  afterAll(() => stack?.close());

  it('notifies staff of the enquiry and writes the draft once Redis is back', async () => {
    await stack.redis.stop();
    const contact = await stack.staff.post('/api/contact', ENQUIRY);
    const generate = await stack.staff.post<{ jobId: string }>('/api/admin/content-drafts/generate', { contentType: 'blog' });
    expect([contact.status, generate.status]).toEqual([201, 202]);
    expect(await stack.generation(generate.body.jobId)).toMatchObject({ state: 'waiting' });

    await stack.redis.restart();
    await stack.startWorker();

    const [notified] = await eventually(
      async () => {
        const rows = await stack.query<{ status: string }>("select status from outbound_mails where kind = 'enquiry_notification'");
        return rows.length > 0 && rows.every((row) => row.status !== 'pending') ? rows : null;
      },
      { timeoutMs: 20_000, message: 'the staff notification to be sent' },
    );
    // No mail transport in this test: the notification job ran and recorded that.
    expect(notified?.status).toBe('not_configured');
    const generation = await eventually(
      async () => {
        const current = await stack.generation(generate.body.jobId);
        return current.state === 'completed' ? current : null;
      },
      { timeoutMs: 20_000, message: 'the draft to be written' },
    );
    expect(generation.draftId).toEqual(expect.any(String));
  });
});
