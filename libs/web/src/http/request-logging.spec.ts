import { installFetch, jsonResponse, removeFetch, respondWith } from '../testing/fetch-stub';
import { request } from './request';
import { setRequestLogger, type RequestLogger } from './request-logger';

let previousLogger: RequestLogger;
let logger: jest.Mock;

beforeEach(() => {
  logger = jest.fn();
  previousLogger = setRequestLogger(logger);
});

afterEach(() => {
  setRequestLogger(previousLogger);
  removeFetch();
});

describe('request: failure logging', () => {
  it('logs a failure once, with both bodies redacted', async () => {
    const errorBody = { error: 'Password too short', token: 'abc' };
    installFetch(respondWith(jsonResponse(errorBody, { status: 400, statusText: 'Bad Request' })));

    await request('POST', '/api/admin/users', { body: { username: 'tan', password: 'hunter22' } }).catch(() => undefined);

    expect(logger).toHaveBeenCalledTimes(1);
    expect(logger).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        url: '/api/admin/users',
        status: 400,
        attempts: 1,
        requestId: expect.any(String),
        message: 'Password too short (POST /api/admin/users)',
        requestBody: { username: 'tan', password: '[REDACTED]' },
        responseBody: { error: 'Password too short', token: '[REDACTED]' },
      }),
    );
  });

  it('logs a FormData body as a placeholder rather than its files', async () => {
    installFetch(respondWith(jsonResponse({ error: 'Too big' }, { status: 413 })));

    await request('POST', '/api/admin/media', { body: new FormData() }).catch(() => undefined);

    expect(logger).toHaveBeenCalledWith(expect.objectContaining({ requestBody: '[FormData]' }));
  });

  it('does not log a request the caller aborted', async () => {
    installFetch(respondWith());

    await request('GET', '/api/blog-posts', { signal: AbortSignal.abort() }).catch(() => undefined);

    expect(logger).not.toHaveBeenCalled();
  });

  it('does not log a 401 the caller asked to receive as null', async () => {
    installFetch(respondWith(jsonResponse({}, { status: 401 })));

    await request('GET', '/api/auth/me', { onUnauthorized: 'returnNull' });

    expect(logger).not.toHaveBeenCalled();
  });

  it('returns the replaced logger so it can be restored', () => {
    const other = jest.fn();

    expect(setRequestLogger(other)).toBe(logger);
    expect(setRequestLogger(logger)).toBe(other);
  });
});
