import { redact, setRequestLogger } from './request-log';
import { installFetch, jsonResponse, mockRequestLoggerPerTest, respondWith } from '../testing/fetch-stub';
import { request } from './request';

describe('redact', () => {
  it.each(['password', 'newPassword', 'accessToken', 'clientSecret', 'apiKey', 'Authorization', 'credentials', 'PASSWORD'])(
    'redacts a field named %s',
    (field) => {
      expect(redact({ [field]: 'x', keep: 1 })).toEqual({ [field]: '[REDACTED]', keep: 1 });
    },
  );

  it('redacts a sensitive field whatever its value is, objects included', () => {
    expect(redact({ auth: { user: 'a', pass: 'b' }, token: null })).toEqual({ auth: '[REDACTED]', token: '[REDACTED]' });
  });

  it('redacts inside nested objects and arrays', () => {
    const value = { users: [{ email: 'a@b.sg', password: 'p' }, [{ secret: 's' }]], meta: { deep: { apiKey: 'k' } } };

    expect(redact(value)).toEqual({
      users: [{ email: 'a@b.sg', password: '[REDACTED]' }, [{ secret: '[REDACTED]' }]],
      meta: { deep: { apiKey: '[REDACTED]' } },
    });
  });

  it('does not mutate its input', () => {
    const value = { password: 'p', nested: { token: 't' }, list: [{ key: 'k' }] };
    const before = structuredCloneOf(value);

    redact(value);

    expect(value).toEqual(before);
  });

  it('replaces a reference back to an enclosing object with [Circular]', () => {
    const value: Record<string, unknown> = { name: 'a', list: [] };
    value.self = value;
    (value.list as unknown[]).push(value);

    expect(redact(value)).toEqual({ name: 'a', list: ['[Circular]'], self: '[Circular]' });
  });

  it('copies an object reached twice without a cycle', () => {
    const shared = { password: 'p' };

    expect(redact({ a: shared, b: shared })).toEqual({ a: { password: '[REDACTED]' }, b: { password: '[REDACTED]' } });
  });

  it.each([undefined, null, 'text', 42, true])('returns the primitive %p unchanged', (value) => {
    expect(redact(value)).toBe(value);
  });
});

function structuredCloneOf<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

const logger = mockRequestLoggerPerTest();

describe('request: failure logging', () => {
  it('logs a failure once, with both bodies redacted', async () => {
    const errorBody = { error: 'Password too short', token: 'abc' };
    installFetch(respondWith(jsonResponse(errorBody, { status: 400, statusText: 'Bad Request' })));

    await request('POST', '/api/admin/users', { body: { username: 'tan', password: 'hunter22' } }).catch(() => undefined);

    expect(logger.current).toHaveBeenCalledTimes(1);
    expect(logger.current).toHaveBeenCalledWith(
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

    expect(logger.current).toHaveBeenCalledWith(expect.objectContaining({ requestBody: '[FormData]' }));
  });

  it('does not log a request the caller aborted', async () => {
    installFetch(respondWith());

    await request('GET', '/api/blog-posts', { signal: AbortSignal.abort() }).catch(() => undefined);

    expect(logger.current).not.toHaveBeenCalled();
  });

  it('does not log a 401 the caller asked to receive as null', async () => {
    installFetch(respondWith(jsonResponse({}, { status: 401 })));

    await request('GET', '/api/auth/me', { onUnauthorized: 'returnNull' });

    expect(logger.current).not.toHaveBeenCalled();
  });

  it('returns the replaced logger so it can be restored', () => {
    const other = jest.fn();

    expect(setRequestLogger(other)).toBe(logger.current);
    expect(setRequestLogger(logger.current)).toBe(other);
  });
});
