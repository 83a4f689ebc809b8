import { type Server, createServer } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { listenOnFreePort, rawRequest } from '../testing/raw-http';
import { type PreparedResponse, preferredEncoding, prepareJson, prepareResponse, sendPrepared } from './prepared-response';

const exchange = (server: Server, headers: Record<string, string> = {}, method = 'GET') => rawRequest(server, '/', { headers, method });
const listen = listenOnFreePort;

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

const CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
const posts = Array.from({ length: 40 }, (_, index) => ({ slug: `post-${index}`, title: `A title about Singapore property number ${index}` }));

describe('prepareResponse', () => {
  it('keeps the body with its gzip and brotli forms, which decode to the same bytes, and an ETag per coding', async () => {
    const prepared = await prepareJson(posts);

    expect(prepared.body.toString('utf8')).toBe(JSON.stringify(posts));
    expect(gunzipSync(prepared.gzip)).toEqual(prepared.body);
    expect(brotliDecompressSync(prepared.br)).toEqual(prepared.body);
    expect(prepared.br.length).toBeLessThan(prepared.body.length);
    expect(prepared.contentType).toBe('application/json; charset=utf-8');
    expect(prepared.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(prepared.representations.gzip.etag).toBe(prepared.etag.replace(/"$/, '-gzip"'));
    expect(prepared.representations.br.etag).toBe(prepared.etag.replace(/"$/, '-br"'));
  });

  it('gives the same content the same ETag and other content another', async () => {
    expect((await prepareJson(posts)).etag).toBe((await prepareJson(posts)).etag);
    expect((await prepareJson(posts.slice(1))).etag).not.toBe((await prepareJson(posts)).etag);
  });

  it('sends a tiny body as it is, whatever the client accepts: compressing it would make it bigger', async () => {
    const prepared = await prepareResponse('[]', 'application/json; charset=utf-8');

    expect(prepared.representations.br).toBe(prepared.representations.identity);
    expect(prepared.representations.gzip).toBe(prepared.representations.identity);
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
  ])('%p -> %s', (acceptEncoding, expected) => {
    expect(preferredEncoding(acceptEncoding)).toBe(expected);
  });
});

describe('sendPrepared', () => {
  let prepared: PreparedResponse;
  let server: Server;

  beforeAll(async () => {
    prepared = await prepareJson(posts);
    server = await listen(createServer((request, response) => sendPrepared(request, response, prepared, CACHE_CONTROL)));
  });
  afterAll(() => close(server));

  it.each([
    ['br', 'gzip, deflate, br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', 'gzip, deflate', (body: Buffer) => gunzipSync(body)],
    ['identity', 'identity', (body: Buffer) => body],
  ])('sends the %s body to a client accepting %p, with its length, caching policy and Vary', async (encoding, acceptEncoding, decode) => {
    const answer = await exchange(server, { 'accept-encoding': acceptEncoding });

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding'] ?? 'identity').toBe(encoding);
    expect(decode(answer.body)).toEqual(prepared.body);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(answer.body.length),
      'cache-control': CACHE_CONTROL,
      vary: 'Accept-Encoding',
    });
  });

  it('answers 304 without a body to a client holding any of its ETags, weak or strong, or asking with *', async () => {
    const { identity, gzip, br } = prepared.representations;
    for (const ifNoneMatch of [identity.etag, gzip.etag, `W/${br.etag}`, `"other", ${identity.etag}`, '*']) {
      const answer = await exchange(server, { 'if-none-match': ifNoneMatch, 'accept-encoding': 'br' });
      expect({ ifNoneMatch, status: answer.status, length: answer.body.length }).toEqual({ ifNoneMatch, status: 304, length: 0 });
      expect(answer.headers).toMatchObject({ etag: br.etag, 'cache-control': CACHE_CONTROL, vary: 'Accept-Encoding' });
    }
  });

  it('sends the whole answer when the ETag held is another', async () => {
    const answer = await exchange(server, { 'if-none-match': '"something-else"' });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(prepared.body);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const answer = await exchange(server, { 'accept-encoding': 'gzip' }, 'HEAD');

    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
    expect(answer.headers).toMatchObject({
      'content-encoding': 'gzip',
      'content-length': String(prepared.gzip.length),
      etag: prepared.representations.gzip.etag,
    });
  });

  it('adds Accept-Encoding to a Vary already set, once', async () => {
    const varying = await listen(
      createServer((request, response) => {
        response.setHeader('Vary', String(request.headers['x-vary']));
        sendPrepared(request, response, prepared, CACHE_CONTROL);
      }),
    );
    try {
      expect((await exchange(varying, { 'x-vary': 'Origin' })).headers.vary).toBe('Origin, Accept-Encoding');
      expect((await exchange(varying, { 'x-vary': 'Origin, accept-encoding' })).headers.vary).toBe('Origin, accept-encoding');
    } finally {
      await close(varying);
    }
  });

  it('sends another status when asked (a rendered 404 page), never 304 for it', async () => {
    const notFound = await listen(createServer((request, response) => sendPrepared(request, response, prepared, CACHE_CONTROL, 404)));
    try {
      const answer = await exchange(notFound, { 'if-none-match': prepared.etag });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(prepared.body);
    } finally {
      await close(notFound);
    }
  });
});

describe('behind the compression middleware (applied to every answer of the API)', () => {
  let prepared: PreparedResponse;
  let server: Server;

  beforeAll(async () => {
    prepared = await prepareJson(posts);
    const app = express();
    app.use(compression());
    app.get('/', (request, response) => sendPrepared(request, response, prepared, CACHE_CONTROL));
    server = await listen(createServer(app));
  });
  afterAll(() => close(server));

  it.each([
    ['gzip, deflate, br', 'br', () => prepared.br],
    ['gzip', 'gzip', () => prepared.gzip],
  ])('sends the prepared bytes to a client accepting %p as they are, not compressed again', async (acceptEncoding, encoding, bytes) => {
    const answer = await exchange(server, { 'accept-encoding': acceptEncoding });

    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.body).toEqual(bytes());
    expect(answer.headers['content-length']).toBe(String(bytes().length));
  });

  it('leaves an identity body alone for a client that accepts no coding', async () => {
    const answer = await exchange(server, { 'accept-encoding': 'identity' });

    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toEqual(prepared.body);
  });
});
