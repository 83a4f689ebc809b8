import { TAG_CHOICES } from '@app/contracts';
import { AiProviderConfigSchema } from '@app/core';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '@app/core/testing';
import { AiProviderError } from './ai-provider.error';
import { OpenAiArticleWriter } from './openai-article-writer';

const draftAnswer = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    title: 'Renting Out Your HDB Flat',
    content: '<h2>Before you start</h2><p>Check the minimum occupation period.</p>',
    tags: ['hdb', 'Property Management', 'Wealth'],
    ...fields,
  });

describe('OpenAiArticleWriter against an OpenAI-compatible server', () => {
  let server: FakeOpenAiServer;
  const writer = (settings: Record<string, string> = {}) =>
    new OpenAiArticleWriter(
      AiProviderConfigSchema.parse({
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: server.baseUrl,
        OPENAI_MODEL: 'harbour-test',
        OPENAI_MAX_RETRIES: '2',
        ...settings,
      }),
      (topics) => topics[0] as string,
    );

  beforeAll(async () => {
    server = await startFakeOpenAiServer();
  });
  afterAll(() => server.close());

  it('writes a draft with a prompt for a Singapore property audience, keeping only known tags', async () => {
    server.answer({ content: draftAnswer() });

    await expect(writer().writeDraft('blog')).resolves.toEqual({
      title: 'Renting Out Your HDB Flat',
      content: '<h2>Before you start</h2><p>Check the minimum occupation period.</p>',
      tags: ['HDB', 'Property Management'],
      imageUrl: null,
    });
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('harbour-test');
    const prompt = request?.body.messages.map((message) => message.content).join('\n') ?? '';
    for (const word of ['Singapore', 'HDB', 'condominium', 'co-living', 'asset progression', 'JSON']) expect(prompt).toContain(word);
    for (const tag of TAG_CHOICES) expect(prompt).toContain(tag);
  });

  it('sanitizes what the model writes', async () => {
    server.answer({
      content: draftAnswer({
        content: '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="https://evil.example/x.gif">',
      }),
    });

    const draft = await writer().writeDraft('newsletter');

    expect(draft.content).toBe('<p>Hi</p><a>x</a>');
  });

  it('reads JSON wrapped in a code fence', async () => {
    server.answer({ content: `Here you go:\n\`\`\`json\n${draftAnswer()}\n\`\`\`` });

    await expect(writer().writeDraft('blog')).resolves.toMatchObject({ title: 'Renting Out Your HDB Flat' });
  });

  it('retries after a 429 with backoff, then succeeds', async () => {
    server.answer({ status: 429, headers: { 'retry-after-ms': '50' }, raw: '{"error":{"message":"Rate limit reached"}}' }, { content: draftAnswer() });

    await expect(writer().writeDraft('blog')).resolves.toMatchObject({ title: 'Renting Out Your HDB Flat' });
    expect(server.requests).toHaveLength(2);
  });

  it('retries a 5xx and reports the last failure clearly', async () => {
    server.answer({ status: 503, headers: { 'retry-after-ms': '10' }, raw: '{"error":{"message":"Overloaded"}}' });

    await expect(writer().writeDraft('blog')).rejects.toThrow(
      new AiProviderError('The AI provider refused the request with status 503 after 3 attempt(s): 503 Overloaded'),
    );
    expect(server.requests).toHaveLength(3);
  });

  it('gives up when the provider does not answer in time, after retrying once', async () => {
    server.answer({ delayMs: 5000, content: draftAnswer() });

    const started = Date.now();
    const failure = writer({ OPENAI_TIMEOUT_MS: '1000', OPENAI_MAX_RETRIES: '1' }).writeDraft('blog');

    await expect(failure).rejects.toBeInstanceOf(AiProviderError);
    // Under Jest the fetch abort error comes from another realm, so the client may call it a connection failure.
    await expect(failure).rejects.toThrow(/^The AI provider (did not answer within 1 s|could not be reached) after 2 attempt\(s\)\.$/);
    // Two 1 s attempts and a short backoff; well under two waits for the 5 s answer even on a loaded machine.
    expect(Date.now() - started).toBeLessThan(9000);
    expect(server.requests).toHaveLength(2);
  });

  it.each([
    ['not JSON at all', { content: 'I am sorry, I cannot help with that.' }],
    ['JSON without the fields', { content: '{"headline": "Hi"}' }],
    ['an empty article', { content: draftAnswer({ content: '<script>alert(1)</script>' }) }],
  ])('refuses a malformed answer: %s', async (_case, answer) => {
    server.answer(answer);

    await expect(writer().writeDraft('blog')).rejects.toBeInstanceOf(AiProviderError);
  });

  it('enhances an article with the editor instructions, sanitized', async () => {
    server.answer({ content: JSON.stringify({ content: '<h2>Better</h2><p style="color:red" onmouseover="x()">Clearer text.</p>' }) });

    await expect(writer().enhance({ content: '<p>Text</p>', prompt: 'Make it friendlier', title: 'Co-living tips' })).resolves.toBe(
      '<h2>Better</h2><p>Clearer text.</p>',
    );
    const prompt = server.requests[0]?.body.messages.map((message) => message.content).join('\n');
    expect(prompt).toContain('Make it friendlier');
    expect(prompt).toContain('Co-living tips');
    expect(prompt).toContain('<p>Text</p>');
  });
});
