import { type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body';

/** One scripted answer of the fake provider. */
export type FakeAnswer = {
  status?: number;
  headers?: Record<string, string>;
  /** The assistant message's content (a chat completion), or a raw body when `raw` is set. */
  content?: string;
  raw?: string;
  delayMs?: number;
};

export type RecordedRequest = { path: string; authorization: string | undefined; body: { model: string; messages: { role: string; content: string }[] } };

/**
 * An OpenAI-compatible chat completions server on 127.0.0.1 for tests: answers are scripted one per request
 * (the last one repeats), and every request is recorded.
 */
export async function startFakeOpenAiServer() {
  let script: FakeAnswer[] = [];
  const requests: RecordedRequest[] = [];

  const server: Server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request));
    requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
    const answer = (script.length > 1 ? script.shift() : script[0]) ?? { status: 500, raw: '{"error":{"message":"No answer scripted"}}' };
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (!response.destroyed) respond(response, answer, body.model);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** The answers to give, in order; the last one is repeated. */
    answer(...answers: FakeAnswer[]) {
      script = answers;
      requests.splice(0);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type FakeOpenAiServer = Awaited<ReturnType<typeof startFakeOpenAiServer>>;

function respond(response: ServerResponse, answer: FakeAnswer, model: string) {
  const body = answer.raw ?? JSON.stringify(chatCompletion(answer.content ?? '', model));
  response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
  response.end(body);
}

function chatCompletion(content: string, model: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}
