import {
  always,
  fetchCall,
  type FetchMock,
  hangUntilAborted,
  installFetch,
  jsonResponse,
  mockRequestLoggerPerTest,
  respondWith,
  textResponse,
} from '../testing/fetch-stub';
import { ApiError, type HttpMethod } from './api-error';
import { request } from './request';

mockRequestLoggerPerTest();

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

const serverError = () => textResponse('Internal Server Error', { status: 500, statusText: 'Internal Server Error' });

/** Starts a request and captures how it settles, so fake time can run before it is awaited. */
function start(method: HttpMethod, url: string, options?: Parameters<typeof request>[2]) {
  return request(method, url, options).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

async function expectCallsAfter(fetchMock: FetchMock, ms: number, calls: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
  expect(fetchMock).toHaveBeenCalledTimes(calls);
}

describe('request: retries', () => {
  it('retries a 5xx read 3 times, waiting 1 s, 2 s then 4 s, then rejects with the last error', async () => {
    const fetchMock = installFetch(always(serverError));
    const outcome = start('GET', '/api/blog-posts');

    await expectCallsAfter(fetchMock, 0, 1);
    await expectCallsAfter(fetchMock, 999, 1);
    await expectCallsAfter(fetchMock, 1, 2);
    await expectCallsAfter(fetchMock, 1_999, 2);
    await expectCallsAfter(fetchMock, 1, 3);
    await expectCallsAfter(fetchMock, 3_999, 3);
    await expectCallsAfter(fetchMock, 1, 4);
    await expectCallsAfter(fetchMock, 60_000, 4);

    expect(await outcome).toEqual({ error: expect.objectContaining({ status: 500, userMessage: 'Internal Server Error' }) });
  });

  it('resolves once a retry succeeds', async () => {
    const fetchMock = installFetch(respondWith(serverError(), new TypeError('Failed to fetch'), jsonResponse({ id: 1 })));
    const outcome = start('PUT', '/api/admin/media/1', { body: { title: 'Pool' } });

    await jest.advanceTimersByTimeAsync(3_000);

    expect(await outcome).toEqual({ value: { id: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('retries a network error', async () => {
    const offline = () => new TypeError('Failed to fetch');
    const fetchMock = installFetch(respondWith(offline(), offline(), offline(), offline()));
    const outcome = start('DELETE', '/api/admin/media/1');

    await jest.advanceTimersByTimeAsync(7_000);

    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(await outcome).toEqual({
      error: expect.objectContaining({ kind: 'network', status: undefined, userMessage: expect.stringMatching(/reach the server/) }),
    });
  });

  it('keeps the request id across retries but sends a fresh timestamp', async () => {
    const fetchMock = installFetch(respondWith(serverError(), jsonResponse({})));
    const outcome = start('GET', '/api/blog-posts');

    await jest.advanceTimersByTimeAsync(1_000);
    await outcome;

    const [first, second] = [fetchCall(fetchMock, 0), fetchCall(fetchMock, 1)];
    expect(second.headers.get('X-Request-Id')).toBe(first.headers.get('X-Request-Id'));
    expect(Number(second.url.searchParams.get('_t'))).toBe(Number(first.url.searchParams.get('_t')) + 1_000);
  });

  it('honours a lower retries option', async () => {
    const fetchMock = installFetch(always(serverError));
    const outcome = start('GET', '/api/blog-posts', { retries: 0 });

    await jest.advanceTimersByTimeAsync(60_000);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await outcome).toHaveProperty('error');
  });

  it.each([400, 401, 403, 404, 409, 413, 415, 422, 429])('never retries a %i', async (status) => {
    const fetchMock = installFetch(always(() => jsonResponse({ error: 'No' }, { status })));
    const outcome = start('GET', '/api/blog-posts');

    await jest.advanceTimersByTimeAsync(60_000);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await outcome).toEqual({ error: expect.objectContaining({ status }) });
  });

  it.each<HttpMethod>(['POST', 'PATCH'])('never retries a %s, even on a 5xx or a network error', async (method) => {
    const fetchMock = installFetch(respondWith(serverError(), new TypeError('Failed to fetch')));
    const first = start(method, '/api/admin/users', { body: {} });
    const second = start(method, '/api/admin/users', { body: {} });

    await jest.advanceTimersByTimeAsync(60_000);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await first).toEqual({ error: expect.objectContaining({ status: 500 }) });
    expect(await second).toEqual({ error: expect.objectContaining({ kind: 'network' }) });
  });

  it('does not retry a success body that fails to parse', async () => {
    const fetchMock = installFetch(always(() => textResponse('oops')));
    const outcome = start('GET', '/api/blog-posts');

    await jest.advanceTimersByTimeAsync(60_000);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await outcome).toHaveProperty('error');
  });
});

describe('request: timeout and abort', () => {
  it('aborts an attempt after 30 s and retries it', async () => {
    const fetchMock = installFetch(hangUntilAborted);
    const outcome = start('GET', '/api/blog-posts');

    await expectCallsAfter(fetchMock, 29_999, 1);
    expect(fetchCall(fetchMock).init.signal?.aborted).toBe(false);
    await expectCallsAfter(fetchMock, 1, 1);
    expect(fetchCall(fetchMock).init.signal?.aborted).toBe(true);
    await expectCallsAfter(fetchMock, 1_000, 2);
    await jest.advanceTimersByTimeAsync(200_000);

    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(await outcome).toEqual({ error: expect.objectContaining({ kind: 'timeout' }) });
  });

  it('rejects with a timeout error once the retries are spent', async () => {
    installFetch(hangUntilAborted);
    const outcome = start('GET', '/api/blog-posts', { retries: 1, timeoutMs: 5_000 });

    await jest.advanceTimersByTimeAsync(5_000 + 1_000 + 5_000);

    expect(await outcome).toEqual({
      error: expect.objectContaining({ kind: 'timeout', status: undefined, userMessage: expect.stringMatching(/too long/) }),
    });
  });

  it('ends at once, without retrying, when the caller aborts', async () => {
    const fetchMock = installFetch(hangUntilAborted);
    const controller = new AbortController();
    const outcome = start('GET', '/api/blog-posts', { signal: controller.signal });

    await jest.advanceTimersByTimeAsync(10);
    controller.abort();
    const settled = await outcome;
    await jest.advanceTimersByTimeAsync(60_000);

    expect(settled).toEqual({ error: expect.objectContaining({ kind: 'aborted' }) });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports a caller abort as such, not as a network failure, when no retry follows', async () => {
    installFetch(hangUntilAborted);
    const controller = new AbortController();
    const outcome = start('POST', '/api/contact', { body: {}, signal: controller.signal });

    await jest.advanceTimersByTimeAsync(10);
    controller.abort();

    expect(await outcome).toEqual({ error: expect.objectContaining({ kind: 'aborted', userMessage: 'The request was cancelled' }) });
  });

  it('stops waiting for the next retry when the caller aborts during the delay', async () => {
    const fetchMock = installFetch(always(serverError));
    const controller = new AbortController();
    const outcome = start('GET', '/api/blog-posts', { signal: controller.signal });

    await jest.advanceTimersByTimeAsync(500);
    controller.abort();

    expect(await outcome).toEqual({ error: expect.objectContaining({ kind: 'aborted' }) });
    await expectCallsAfter(fetchMock, 60_000, 1);
  });

  it('does not call fetch when the signal is already aborted', async () => {
    const fetchMock = installFetch(hangUntilAborted);

    const settled = await start('GET', '/api/blog-posts', { signal: AbortSignal.abort() });

    expect(settled).toEqual({ error: expect.any(ApiError) });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
