import { SERVICES } from '@app/content';
import {
  AiStatusSchema,
  AuthUserSchema,
  ContentDraftSchema,
  ContentRevisionPageSchema,
  EDITORIAL_AUTHOR,
  GenerateDraftAcceptedSchema,
  type GenerationJob,
  GenerationJobSchema,
  TAG_CHOICES,
} from '@app/contracts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '@app/core/testing';
import { type ApiClient, eventually, expectStatus } from '../support';
import { WorkerFaultStack } from '../worker-faults/worker-fault-stack';

const XSS =
  '<p onclick="steal()">Hello<script>alert(1)</script></p><a href="javascript:alert(1)">link</a><img src="https://evil.example/x.gif"><iframe src="https://evil.example"></iframe>';
const UNSAFE = /<script|onclick|javascript:|evil\.example|<iframe/i;

/** The API and a worker process on the content queue, with the given AI settings. */
async function startStack(name: string, settings: Record<string, string>) {
  const stack = await WorkerFaultStack.start(name, settings);
  await stack.startWorker({ WORKER_QUEUES: 'content' });
  return stack;
}

function client(staff: () => ApiClient) {
  const generate = async (contentType = 'blog') =>
    GenerateDraftAcceptedSchema.parse(expectStatus(await staff().post('/api/admin/content-drafts/generate', { contentType }), 202)).jobId;

  const followJob = (jobId: string): Promise<GenerationJob> =>
    eventually(
      async () => {
        const job = GenerationJobSchema.parse(expectStatus(await staff().get(`/api/admin/content-drafts/generate/${jobId}`), 200));
        return job.state === 'completed' || job.state === 'failed' ? job : null;
      },
      { timeoutMs: 15_000, message: `generation job ${jobId} to finish` },
    );

  const draft = async (id: string) => ContentDraftSchema.parse(expectStatus(await staff().get(`/api/admin/content-drafts/${id}`), 200));
  const enhance = (body: Record<string, unknown>) => staff().post<{ content?: string; message?: string }>('/api/admin/content/enhance', body);
  const status = async () => AiStatusSchema.parse(expectStatus(await staff().get('/api/admin/ai/status'), 200));
  return { generate, followJob, draft, enhance, status };
}

describe('AI drafting and enhancing through the openai client (API, worker processes, fake provider)', () => {
  let provider: FakeOpenAiServer;
  let stack: WorkerFaultStack;
  let editorId: string;
  const ai = client(() => stack.staff);
  const draftAnswer = (content: string) => ({ content: JSON.stringify({ title: 'Co-living in Singapore: A Guide', content, tags: ['Coliving', 'HDB'] }) });

  beforeAll(async () => {
    provider = await startFakeOpenAiServer();
    stack = await startStack('ai_provider', {
      OPENAI_BASE_URL: provider.baseUrl,
      OPENAI_API_KEY: 'test-key',
      OPENAI_MODEL: 'harbour-test',
      OPENAI_TIMEOUT_MS: '1000',
      OPENAI_MAX_RETRIES: '1',
    });
    editorId = AuthUserSchema.parse(expectStatus(await stack.staff.get('/api/auth/me'), 200)).id;
  });
  afterAll(async () => {
    await stack?.close();
    await provider?.close();
  });

  it('reports the configured provider', async () => {
    await expect(ai.status()).resolves.toEqual({ providerConfigured: true, model: 'harbour-test' });
  });

  it('answers generate at once with a job that ends in a sanitized AI draft', async () => {
    provider.answer(draftAnswer(`<h2>Why co-living</h2>${XSS}`));

    const job = await ai.followJob(await ai.generate());

    expect(job).toMatchObject({ state: 'completed', error: null });
    const draft = await ai.draft(job.draftId as string);
    expect(draft).toMatchObject({
      title: 'Co-living in Singapore: A Guide',
      isAutomated: true,
      status: 'draft',
      author: EDITORIAL_AUTHOR,
      contentType: 'blog',
      tags: ['Coliving', 'HDB'],
      reviewedBy: editorId,
    });
    expect(draft.content).toBe('<h2>Why co-living</h2><p>Hello</p><a>link</a>');
    const history = ContentRevisionPageSchema.parse(expectStatus(await stack.staff.get(`/api/admin/content-drafts/${draft.id}/revisions`), 200));
    expect(history.items).toMatchObject([{ source: 'ai_generate', createdBy: null }]);
  });

  it('gets through a 429 from the provider', async () => {
    provider.answer({ status: 429, headers: { 'retry-after-ms': '20' }, raw: '{"error":{"message":"Slow down"}}' }, draftAnswer('<p>After the retry.</p>'));

    const job = await ai.followJob(await ai.generate('newsletter'));

    expect(job.state).toBe('completed');
    expect((await ai.draft(job.draftId as string)).content).toBe('<p>After the retry.</p>');
    expect(provider.requests).toHaveLength(2);
  });

  it('fails the job with a clear error on a malformed answer', async () => {
    provider.answer({ content: 'Sorry, I only write poems.' });

    const job = await ai.followJob(await ai.generate());

    expect(job).toEqual({ jobId: job.jobId, state: 'failed', draftId: null, error: "The AI provider's answer was not a usable draft (model harbour-test)." });
  });

  it('enhances content through the worker and sanitizes the answer', async () => {
    provider.answer({ content: JSON.stringify({ content: `<h2>Sharper</h2>${XSS}` }) });

    const body = expectStatus(await ai.enhance({ content: '<p>Draft text</p>', prompt: 'Shorter sentences', title: 'HDB tips' }), 200);

    expect(body).toEqual({ content: '<h2>Sharper</h2><p>Hello</p><a>link</a>' });
    expect(body.content).not.toMatch(UNSAFE);
  });

  it('answers 502 with the reason when the provider times out', async () => {
    provider.answer({ delayMs: 4000, content: '{}' });

    const body = expectStatus(await ai.enhance({ content: '<p>Draft text</p>' }), 502);

    expect(body).toMatchObject({
      statusCode: 502,
      message: expect.stringMatching(/^The AI provider (did not answer within 1 s|could not be reached) after 2 attempt\(s\)\.$/),
    });
  });

  it('validates the requests', async () => {
    expectStatus(await stack.staff.post('/api/admin/content-drafts/generate', { contentType: 'poem' }), 400);
    expect(expectStatus(await ai.enhance({ content: ' ' }), 400).message).toBe('Content is required');
    expect(expectStatus(await stack.staff.get('/api/admin/content-drafts/generate/no-such-job'), 404).message).toBe('Generation job not found');
  });
});

describe('AI drafting without a provider (template writer)', () => {
  let stack: WorkerFaultStack;
  const ai = client(() => stack.staff);

  beforeAll(async () => {
    stack = await startStack('ai_template', { OPENAI_API_KEY: '', OPENAI_BASE_URL: '' });
  });
  afterAll(() => stack?.close());

  it('says that no provider is configured', async () => {
    await expect(ai.status()).resolves.toEqual({ providerConfigured: false, model: null });
  });

  it('composes a structured draft from the service catalogue and FAQs', async () => {
    const job = await ai.followJob(await ai.generate('blog'));

    const draft = await ai.draft(job.draftId as string);
    expect(draft).toMatchObject({ isAutomated: true, status: 'draft', author: EDITORIAL_AUTHOR });
    expect(SERVICES.some((service) => draft.title.includes(service.title))).toBe(true);
    expect(draft.content).toContain('<h2>Key benefits</h2>');
    expect(draft.content.match(/<h3>/g)).toHaveLength(2);
    expect(draft.tags.length).toBeGreaterThan(0);
    expect(draft.tags.every((tag) => (TAG_CHOICES as readonly string[]).includes(tag))).toBe(true);
    expect(draft.imageUrl).toMatch(/^\/images\/services\//);
  });

  it('enhances by tidying the text', async () => {
    const body = expectStatus(
      await ai.enhance({ content: '<p>  Rent   collection ,<b>sorted</b> .</p><p></p><script>x()</script>', prompt: 'Make it shine' }),
      200,
    );
    expect(body).toEqual({ content: '<p>Rent collection,<strong>sorted</strong>.</p>' });
  });
});
