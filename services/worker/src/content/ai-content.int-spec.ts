import { NestFactory } from '@nestjs/core';
import request from 'supertest';
import { SERVICES } from '@app/content';
import { AiStatusSchema, ContentDraftSchema, EDITORIAL_AUTHOR, GenerateDraftAcceptedSchema, type GenerationJob, GenerationJobSchema, TAG_CHOICES } from '@app/contracts';
import { ENHANCE_CONTENT_JOB, GENERATE_DRAFT_JOB, JobQueues } from '@app/core';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '@app/core/testing';
import { AI_MESSAGES } from '../../../api/src/ai/ai.service';
import { type TestAccount, accountFactory } from '../../../api/src/testing/accounts';
import { createTestApp } from '../../../api/src/testing/test-app';
import { loadWorkerConfig } from '../config/worker-config';
import { WorkerModule } from '../worker.module';
import { ContentJobsModule } from './content-jobs.module';

const XSS = '<p onclick="steal()">Hello<script>alert(1)</script></p><a href="javascript:alert(1)">link</a><img src="https://evil.example/x.gif"><iframe src="https://evil.example"></iframe>';
const UNSAFE = /<script|onclick|javascript:|evil\.example|<iframe/i;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API and a real worker on their own Redis prefix, with the given AI settings. */
async function startStack(name: string, settings: Record<string, string>) {
  const REDIS_PREFIX = `${process.env.REDIS_PREFIX}-${name}`;
  const api = await createTestApp({ REDIS_PREFIX, ...settings });
  const worker = await NestFactory.createApplicationContext(
    WorkerModule.forRoot(loadWorkerConfig({ ...process.env, REDIS_PREFIX, WORKER_QUEUES: 'content', ...settings }), {
      catalogue: [GENERATE_DRAFT_JOB, ENHANCE_CONTENT_JOB],
      handlerModules: [ContentJobsModule],
    }),
    { logger: false },
  );
  const editor = await (await accountFactory(api.app)).create('content_manager');
  return { api, worker, editor, close: () => Promise.all([worker.close(), api.app.close()]) };
}

function client(server: () => unknown, editor: () => TestAccount) {
  const http = () => request(server() as Parameters<typeof request>[0]);
  const as = (test: request.Test) => test.set('Cookie', editor().cookie);

  const generate = async (contentType = 'blog') =>
    GenerateDraftAcceptedSchema.parse((await as(http().post('/api/admin/content-drafts/generate')).send({ contentType }).expect(202)).body).jobId;

  const followJob = async (jobId: string): Promise<GenerationJob> => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const job = GenerationJobSchema.parse((await as(http().get(`/api/admin/content-drafts/generate/${jobId}`)).expect(200)).body);
      if (job.state === 'completed' || job.state === 'failed') return job;
      if (Date.now() > deadline) throw new Error(`Generation job ${jobId} did not finish`);
      await sleep(100);
    }
  };

  const draft = async (id: string) => ContentDraftSchema.parse((await as(http().get(`/api/admin/content-drafts/${id}`)).expect(200)).body);
  const enhance = (body: Record<string, unknown>) => as(http().post('/api/admin/content/enhance')).send(body);
  const status = async () => AiStatusSchema.parse((await as(http().get('/api/admin/ai/status')).expect(200)).body);
  return { http, as, generate, followJob, draft, enhance, status };
}

describe('AI drafting and enhancing through the openai client (API, worker, fake provider)', () => {
  let provider: FakeOpenAiServer;
  let stack: Awaited<ReturnType<typeof startStack>>;
  const ai = client(() => stack.api.server, () => stack.editor);
  const draftAnswer = (content: string) => ({ content: JSON.stringify({ title: 'Co-living in Singapore: A Guide', content, tags: ['Coliving', 'HDB'] }) });

  beforeAll(async () => {
    provider = await startFakeOpenAiServer();
    stack = await startStack('ai-provider', {
      OPENAI_BASE_URL: provider.baseUrl,
      OPENAI_API_KEY: 'test-key',
      OPENAI_MODEL: 'harbour-test',
      OPENAI_TIMEOUT_MS: '1000',
      OPENAI_MAX_RETRIES: '1',
    });
  });
  afterAll(async () => {
    await stack.close();
    await provider.close();
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
      reviewedBy: stack.editor.user.id,
    });
    expect(draft.content).toBe('<h2>Why co-living</h2><p>Hello</p><a>link</a>');
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

    const response = await ai.enhance({ content: '<p>Draft text</p>', prompt: 'Shorter sentences', title: 'HDB tips' }).expect(200);

    expect(response.body).toEqual({ content: '<h2>Sharper</h2><p>Hello</p><a>link</a>' });
    expect(response.body.content).not.toMatch(UNSAFE);
  });

  it('answers 502 with the reason when the provider times out', async () => {
    provider.answer({ delayMs: 4000, content: '{}' });

    const response = await ai.enhance({ content: '<p>Draft text</p>' }).expect(502);

    expect(response.body).toMatchObject({ statusCode: 502, message: expect.stringMatching(/^The AI provider (did not answer within 1 s|could not be reached) after 2 attempt\(s\)\.$/) });
  });

  it('validates the requests', async () => {
    await ai.as(ai.http().post('/api/admin/content-drafts/generate')).send({ contentType: 'poem' }).expect(400);
    expect((await ai.enhance({ content: ' ' }).expect(400)).body.message).toBe('Content is required');
    expect((await ai.as(ai.http().get('/api/admin/content-drafts/generate/no-such-job')).expect(404)).body.message).toBe('Generation job not found');
  });
});

describe('AI drafting without a provider (template writer)', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  const ai = client(() => stack.api.server, () => stack.editor);

  beforeAll(async () => {
    stack = await startStack('ai-template', { OPENAI_API_KEY: '', OPENAI_BASE_URL: '' });
  });
  afterAll(() => stack.close());

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
    const response = await ai.enhance({ content: '<p>  Rent   collection ,<b>sorted</b> .</p><p></p><script>x()</script>', prompt: 'Make it shine' }).expect(200);
    expect(response.body).toEqual({ content: '<p>Rent collection,<strong>sorted</strong>.</p>' });
  });
});

describe('enhance without a running worker', () => {
  it('answers 504 after AI_ENHANCE_WAIT_MS and withdraws the job', async () => {
    const REDIS_PREFIX = `${process.env.REDIS_PREFIX}-ai-no-worker`;
    const api = await createTestApp({ REDIS_PREFIX, AI_ENHANCE_WAIT_MS: '1000' });
    const queues = new JobQueues(api.config.REDIS_URL, REDIS_PREFIX);
    try {
      const editor = await (await accountFactory(api.app)).create('content_manager');
      const response = await request(api.server).post('/api/admin/content/enhance').set('Cookie', editor.cookie).send({ content: '<p>Text</p>' }).expect(504);
      expect(response.body).toMatchObject({ statusCode: 504, message: AI_MESSAGES.noAnswer });
      expect(await queues.queue('content').getJobCounts('waiting')).toEqual({ waiting: 0 });
    } finally {
      await queues.close();
      await api.app.close();
    }
  });
});
