import { type FakeOpenAiServer, startFakeOpenAiServer } from '@app/core/testing';
import { TcpProxy, eventually } from '../support';
import { WorkerFaultStack } from './worker-fault-stack';

type Draft = { id: string; isAutomated: boolean };
type Generation = { state: string; draftId: string | null };

const DRAFT = { title: 'Co-living in Singapore: A Guide', content: '<p>Rooms, rules and rent.</p>', tags: ['Coliving'] };

/**
 * Issue 10, item 3: a worker killed after saving an AI draft but before its job was recorded as done. The next
 * worker runs the job again, and must find that draft instead of adding a second one.
 */
describe('an AI draft job whose worker dies before the job is recorded done (API, worker processes, fake provider)', () => {
  let stack: WorkerFaultStack;
  let provider: FakeOpenAiServer;
  let redisProxy: TcpProxy;

  beforeAll(async () => {
    provider = await startFakeOpenAiServer();
    stack = await WorkerFaultStack.start('ai_draft_crash', {
      WORKER_QUEUES: 'content',
      OPENAI_BASE_URL: provider.baseUrl,
      OPENAI_API_KEY: 'test-key',
      OPENAI_MODEL: 'harbour-test',
    });
    redisProxy = await TcpProxy.start({ host: '127.0.0.1', port: stack.redis.port });
  });
  afterAll(async () => {
    await stack?.close();
    await redisProxy?.close();
    await provider?.close();
  });

  const aiDrafts = async () =>
    (await stack.staff.get<{ items: Draft[] }>('/api/admin/content-drafts?pageSize=100')).body.items.filter((draft) => draft.isAutomated);

  it('keeps one draft for the job', async () => {
    // The provider takes a moment, so Redis can be cut off from the worker while the draft is being written.
    provider.answer({ content: JSON.stringify(DRAFT), delayMs: 1500 });
    const first = await stack.startWorker({ REDIS_URL: redisProxy.rewrite(stack.redis.url) });
    const { jobId } = (await stack.staff.post<{ jobId: string }>('/api/admin/content-drafts/generate', { contentType: 'blog' })).body;

    await eventually(() => provider.requests.length > 0, { timeoutMs: 30_000, message: 'the worker to ask the provider' });
    await redisProxy.cut();
    await eventually(async () => (await aiDrafts()).length > 0, { timeoutMs: 30_000, message: 'the draft to be saved' });
    await first.kill();

    await stack.startWorker();
    await eventually(async () => (await stack.job('content', jobId))?.isCompleted(), { timeoutMs: 120_000, message: 'the job to run again and complete' });

    const generation = (await stack.staff.get<Generation>(`/api/admin/content-drafts/generate/${jobId}`)).body;
    expect(generation).toMatchObject({ state: 'completed', draftId: expect.any(String) });
    const drafts = await aiDrafts();
    expect(drafts.map((draft) => draft.id)).toEqual([generation.draftId]);
    // The second run found the saved draft: it did not ask the provider again.
    expect(provider.requests).toHaveLength(1);
  }, 240_000);
});
