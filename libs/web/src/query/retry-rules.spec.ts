import { ApiError, type ApiErrorKind, type HttpMethod } from '../http';
import { shouldRetryMutation, shouldRetryQuery } from './retry-rules';

function apiError(kind: ApiErrorKind, status?: number, method: HttpMethod = 'GET'): ApiError {
  return new ApiError({ kind, status, method, url: '/api/x', userMessage: 'x' });
}

describe('shouldRetryQuery', () => {
  it.each([400, 401, 403, 404, 409, 422, 429])('never retries a %i', (status) => {
    expect(shouldRetryQuery(0, apiError('http', status))).toBe(false);
  });

  it.each([
    ['a 500', apiError('http', 500)],
    ['a 503', apiError('http', 503)],
    ['a network error', apiError('network')],
    ['a timeout', apiError('timeout')],
    ['an error not raised by the request helper', new Error('x')],
  ])('retries %s up to 3 times', (_name, error) => {
    expect([0, 1, 2, 3].map((failureCount) => shouldRetryQuery(failureCount, error))).toEqual([true, true, true, false]);
  });

  it.each([
    ['a cancelled request', apiError('aborted')],
    ['a malformed response', apiError('invalid-response', 200)],
  ])('does not retry %s', (_name, error) => {
    expect(shouldRetryQuery(0, error)).toBe(false);
  });
});

describe('shouldRetryMutation', () => {
  it.each<HttpMethod>(['PUT', 'DELETE'])('retries a transient failure of a %s up to 2 times', (method) => {
    const error = apiError('http', 502, method);

    expect([0, 1, 2].map((failureCount) => shouldRetryMutation(failureCount, error))).toEqual([true, true, false]);
    expect(shouldRetryMutation(0, apiError('network', undefined, method))).toBe(true);
    expect(shouldRetryMutation(0, apiError('timeout', undefined, method))).toBe(true);
  });

  it.each<HttpMethod>(['POST', 'PATCH'])('never retries a %s', (method) => {
    expect(shouldRetryMutation(0, apiError('http', 500, method))).toBe(false);
    expect(shouldRetryMutation(0, apiError('network', undefined, method))).toBe(false);
  });

  it.each([
    ['a 4xx', apiError('http', 409, 'PUT')],
    ['a caller abort', apiError('aborted', undefined, 'PUT')],
    ['an error of unknown origin', new Error('x')],
  ])('does not retry %s', (_name, error) => {
    expect(shouldRetryMutation(0, error)).toBe(false);
  });
});
