import { ApiError, type ApiErrorKind, type HttpMethod } from './api-error';
import { http, isIdempotentMethod, isRetryableRequestError, isTransientError, retryDelay } from './request';
import { fetchCall, installFetch, jsonResponse, removeFetch, respondWith } from '../testing/fetch-stub';

function apiError(kind: ApiErrorKind, status?: number, method: HttpMethod = 'GET'): ApiError {
  return new ApiError({ kind, status, method, url: '/api/x', userMessage: 'x' });
}

describe('retryDelay', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [4, 16_000],
    [5, 30_000],
    [10, 30_000],
  ])('waits before retry %i for %i ms', (attempt, ms) => {
    expect(retryDelay(attempt)).toBe(ms);
  });
});

describe('isIdempotentMethod', () => {
  it.each<[HttpMethod, boolean]>([
    ['GET', true],
    ['HEAD', true],
    ['PUT', true],
    ['DELETE', true],
    ['OPTIONS', true],
    ['POST', false],
    ['PATCH', false],
  ])('%s -> %p', (method, expected) => {
    expect(isIdempotentMethod(method)).toBe(expected);
  });
});

describe('isTransientError', () => {
  it.each([
    ['a network error', apiError('network'), true],
    ['a timeout', apiError('timeout'), true],
    ['a 500', apiError('http', 500), true],
    ['a 503', apiError('http', 503), true],
    ['a 404', apiError('http', 404), false],
    ['a 429', apiError('http', 429), false],
    ['a caller abort', apiError('aborted'), false],
    ['an unparseable success', apiError('invalid-response', 200), false],
    ['an unserialisable body', apiError('invalid-request'), false],
    ['a plain Error', new Error('x'), false],
  ])('%s -> %p', (_name, error, expected) => {
    expect(isTransientError(error)).toBe(expected);
  });
});

describe('isRetryableRequestError', () => {
  it('needs a transient error on an idempotent method', () => {
    expect(isRetryableRequestError(apiError('http', 502, 'PUT'))).toBe(true);
    expect(isRetryableRequestError(apiError('http', 502, 'POST'))).toBe(false);
    expect(isRetryableRequestError(apiError('http', 400, 'PUT'))).toBe(false);
  });
});

afterEach(removeFetch);

describe('http shorthands', () => {
  it('get sends a GET and passes options through', async () => {
    const fetchMock = installFetch(respondWith(jsonResponse({}, { status: 401 })));

    await expect(http.get('/api/auth/me', { onUnauthorized: 'returnNull' })).resolves.toBeNull();
    expect(fetchCall(fetchMock).init.method).toBe('GET');
  });

  it.each([
    ['post', 'POST'],
    ['put', 'PUT'],
  ] as const)('%s sends its body as JSON', async (name, method) => {
    const fetchMock = installFetch(respondWith(jsonResponse({ id: 1 })));

    await expect(http[name]('/api/admin/media/1', { title: 'Pool' })).resolves.toEqual({ id: 1 });
    expect(fetchCall(fetchMock).init).toMatchObject({ method, body: '{"title":"Pool"}' });
  });

  it('delete sends a DELETE without a body', async () => {
    const fetchMock = installFetch(respondWith(jsonResponse({})));

    await http.delete('/api/admin/users/1');
    expect(fetchCall(fetchMock).init).toMatchObject({ method: 'DELETE', body: undefined });
  });
});
