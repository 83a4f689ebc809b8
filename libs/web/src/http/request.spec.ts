import { z } from 'zod';
import { fetchCall, installFetch, jsonResponse, mockRequestLoggerPerTest, respondWith, textResponse } from '../testing/fetch-stub';
import { ApiError } from './api-error';
import { request } from './request';

mockRequestLoggerPerTest();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request: what every request carries', () => {
  it('sends cookies, asks for JSON, disables caching and carries a request id', async () => {
    const fetchMock = installFetch(respondWith(jsonResponse({ ok: true })));

    await request('GET', '/api/blog-posts');

    const { init, headers } = fetchCall(fetchMock);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.cache).toBe('no-store');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('Pragma')).toBe('no-cache');
    expect(headers.get('X-Request-Id')).toMatch(UUID);
  });

  it('uses a new request id for each request', async () => {
    const fetchMock = installFetch(respondWith(jsonResponse({}), jsonResponse({})));

    await request('GET', '/api/a');
    await request('GET', '/api/a');

    expect(fetchCall(fetchMock, 0).headers.get('X-Request-Id')).not.toBe(fetchCall(fetchMock, 1).headers.get('X-Request-Id'));
  });

  it.each([
    ['/api/blog-posts', '/api/blog-posts?_t=1700000000000'],
    ['/api/blog-posts/recommended/all?limit=3&excludeId=7', '/api/blog-posts/recommended/all?limit=3&excludeId=7&_t=1700000000000'],
  ])('appends the timestamp parameter to %s', async (url, expected) => {
    jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const fetchMock = installFetch(respondWith(jsonResponse([])));

    await request('GET', url);

    expect(fetchMock.mock.calls[0]?.[0]).toBe(expected);
  });
});

describe('request: a cacheable public read (a deliberate deviation from SPEC §7)', () => {
  it('goes through the browser cache: no timestamp, no no-cache headers, still cookies, JSON and a request id', async () => {
    const fetchMock = installFetch(respondWith(jsonResponse([])));

    await request('GET', '/api/blog-posts?page=2', { cacheable: true });

    const { init, headers } = fetchCall(fetchMock);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/blog-posts?page=2');
    expect(init.cache).toBe('default');
    expect(init.credentials).toBe('include');
    expect(headers.has('Cache-Control')).toBe(false);
    expect(headers.has('Pragma')).toBe(false);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('X-Request-Id')).toMatch(UUID);
  });
});

describe('request: body', () => {
  it('sends a plain value as JSON with its content type', async () => {
    const fetchMock = installFetch(respondWith(jsonResponse({ id: 1 })));

    await request('POST', '/api/contact', { body: { name: 'Tan', consent: true } });

    const { init, headers } = fetchCall(fetchMock);
    expect(init.body).toBe('{"name":"Tan","consent":true}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends FormData as-is with no content type, so the browser sets the multipart boundary', async () => {
    const fetchMock = installFetch(respondWith(jsonResponse([])));
    const form = new FormData();
    form.append('title', 'Lobby');

    await request('POST', '/api/admin/media', { body: form });

    const { init, headers } = fetchCall(fetchMock);
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('sends no body and no content type when there is none', async () => {
    const fetchMock = installFetch(respondWith(jsonResponse({})));

    await request('POST', '/api/auth/logout');

    const { init, headers } = fetchCall(fetchMock);
    expect(init.body).toBeUndefined();
    expect(headers.has('Content-Type')).toBe(false);
  });

  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;

  it.each([
    ['a BigInt', { size: BigInt(1) }],
    ['a cycle', cyclic],
    ['a function', () => undefined],
  ])('rejects a body holding %s with "Could not process request data" without calling fetch', async (_name, body) => {
    const fetchMock = installFetch(respondWith());

    const error = await request('POST', '/api/contact', { body }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ userMessage: 'Could not process request data', kind: 'invalid-request' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('request: successful responses', () => {
  it('resolves the parsed JSON', async () => {
    installFetch(respondWith(jsonResponse([{ id: 1 }])));

    await expect(request('GET', '/api/blog-posts')).resolves.toEqual([{ id: 1 }]);
  });

  it('resolves null for 204 No Content', async () => {
    installFetch(respondWith(textResponse(null, { status: 204 })));

    await expect(request('DELETE', '/api/admin/media/1')).resolves.toBeNull();
  });

  it('resolves null for an empty 200 body', async () => {
    installFetch(respondWith(textResponse('', { status: 200 })));

    await expect(request('POST', '/api/newsletter/subscribe', { body: { email: 'a@b.sg' } })).resolves.toBeNull();
  });

  it('rejects a body that is not JSON with "Failed to parse server response as JSON"', async () => {
    installFetch(respondWith(textResponse('<!doctype html><html></html>', { headers: { 'content-type': 'text/html' } })));

    await expect(request('GET', '/api/blog-posts')).rejects.toMatchObject({
      userMessage: 'Failed to parse server response as JSON',
      status: 200,
      kind: 'invalid-response',
    });
  });

  it('returns the schema output when the body matches the schema', async () => {
    installFetch(respondWith(jsonResponse({ id: 7, extra: 'dropped' })));

    await expect(request('GET', '/api/x', { schema: z.object({ id: z.number() }) })).resolves.toEqual({ id: 7 });
  });

  it('rejects a body that does not match the schema with "Server returned an invalid response format"', async () => {
    installFetch(respondWith(jsonResponse({ id: 'seven' })));

    const error = await request('GET', '/api/x', { schema: z.object({ id: z.number() }) }).catch((e: unknown) => e);

    expect(error).toMatchObject({ userMessage: 'Server returned an invalid response format', body: { id: 'seven' } });
    expect((error as ApiError).message).toBe('Server returned an invalid response format (GET /api/x)');
  });
});
