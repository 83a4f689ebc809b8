import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { Writable } from 'node:stream';
import { type Options, pinoHttp } from 'pino-http';
import type { ApiConfig } from '../config/api-config';
import { listenOnFreePort, rawRequest } from '../testing/raw-http';
import { logEarlyAnswer, loggerModuleOptions } from './logger.module-options';
import { PUBLIC_ANSWER_SAMPLE_RATE, PublicAnswerSampler } from './public-answer-sampler';

type Line = { level: number; msg: string; req?: Record<string, unknown>; res?: Record<string, unknown>; responseTime?: number; userId?: string };

/** The request log as the API writes it, into `lines`, around handlers chosen by the test's URL. */
function loggedServer(lines: Line[], summaries: string[]) {
  const sampler = new PublicAnswerSampler({ log: (message) => summaries.push(message) });
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const logger = pinoHttp(loggerModuleOptions({ LOG_LEVEL: 'info' } as ApiConfig, sampler).pinoHttp as Options, destination);
  const server = createServer((request: IncomingMessage & { user?: { id: string } }, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/early') {
      response.setHeader('Cache-Control', 'no-store');
      response.end('{}');
      logEarlyAnswer(logger.logger, sampler, request, response, Date.now() - 3);
      return;
    }
    logger(request, response);
    if (url.searchParams.has('user')) request.user = { id: 'user-7' };
    response.statusCode = Number(url.searchParams.get('status') ?? 200);
    response.setHeader('Cache-Control', url.searchParams.get('cache') ?? 'no-store');
    response.setHeader('Content-Length', '2');
    response.end('{}');
  });
  return { server, sampler, logger };
}

describe('the request log', () => {
  let lines: Line[];
  let summaries: string[];
  let server: Server;
  let sampler: PublicAnswerSampler;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(server, path, { headers, method });
  /** Lets the log stream take the line written as the answer finished. */
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  beforeEach(async () => {
    lines = [];
    summaries = [];
    const logged = loggedServer(lines, summaries);
    sampler = logged.sampler;
    server = await listenOnFreePort(logged.server);
  });
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('writes one short line per request: method, url, status, duration, request id, length; no headers', async () => {
    await get('/api/admin/users', { cookie: 'hl_session=secret-token', authorization: 'Bearer secret', 'x-request-id': 'abcdef12-3456' });
    await settled();

    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: 'abcdef12-3456', method: 'GET', url: '/api/admin/users' },
      res: { statusCode: 200, contentLength: 2 },
      responseTime: expect.any(Number),
    });
    expect(Object.keys(line?.req ?? {}).sort()).toEqual(['id', 'method', 'url']);
    expect(JSON.stringify(line)).not.toMatch(/secret|cookie|authorization|headers/i);
  });

  it('names the signed-in user, and makes up a request id when the browser sent none (or a bad one)', async () => {
    await get('/api/auth/me?user', { 'x-request-id': 'no spaces allowed' });
    await settled();

    expect(lines[0]).toMatchObject({ userId: 'user-7', req: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
  });

  it(`logs 1 in ${PUBLIC_ANSWER_SAMPLE_RATE} successful public reads and sums up the others by status`, async () => {
    const reads = 2 * PUBLIC_ANSWER_SAMPLE_RATE + 50;
    for (let index = 0; index < reads; index += 1) await get(`/api/blog-posts?cache=public&status=${index % 2 ? 200 : 304}`);
    await settled();

    expect(lines).toHaveLength(3);
    sampler.summarize();
    expect(summaries).toEqual([`${reads - 3} public answers not logged one by one (1 in ${PUBLIC_ANSWER_SAMPLE_RATE} is): 125 × 200, 122 × 304`]);
    sampler.summarize();
    expect(summaries).toHaveLength(1);
  });

  it('always logs errors, failed public reads, writes and private answers; the health check never', async () => {
    await get('/api/blog-posts?cache=public'); // the first public read is logged; the next would be counted
    await get('/api/blog-posts?cache=public&status=503');
    await get('/api/blog-posts/missing?cache=public&status=404');
    await get('/api/contact?cache=public', {}, 'POST');
    await get('/api/auth/me');
    await get('/api/health');
    await settled();

    expect(lines.map((line) => [line.res?.statusCode, line.level])).toEqual([
      [200, 30],
      [503, 50],
      [404, 30],
      [200, 30],
      [200, 30],
    ]);
  });

  it('writes the same line for an answer sent before Express', async () => {
    await get('/early', { 'x-request-id': 'early-request-1' });
    await settled();

    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: { id: 'early-request-1', method: 'GET', url: '/early' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });
});
