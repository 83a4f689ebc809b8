import { installFetch, jsonResponse, mockRequestLoggerPerTest, respondWith, textResponse } from '../testing/fetch-stub';
import { ApiError } from './api-error';
import { request } from './request';

mockRequestLoggerPerTest();

async function failureOf(response: Response, method: 'GET' | 'POST' = 'POST', url = '/api/admin/users'): Promise<ApiError> {
  installFetch(respondWith(response));
  const error = await request(method, url, { body: method === 'POST' ? {} : undefined }).catch((e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

const badRequest = { status: 400, statusText: 'Bad Request' };

describe('request: messages of failed responses (SPEC §8 Transport)', () => {
  it("takes the JSON body's error field first, and appends method and URL to .message", async () => {
    const body = { statusCode: 400, error: 'Email is invalid', message: 'Validation failed' };

    const error = await failureOf(jsonResponse(body, badRequest));

    expect(error.userMessage).toBe('Email is invalid');
    expect(error.message).toBe('Email is invalid (POST /api/admin/users)');
    expect(error).toMatchObject({ status: 400, method: 'POST', url: '/api/admin/users', body, kind: 'http' });
  });

  it("falls back to the JSON body's message field", async () => {
    const error = await failureOf(jsonResponse({ message: 'Username already taken' }, { status: 409, statusText: 'Conflict' }));

    expect(error.userMessage).toBe('Username already taken');
  });

  it('falls back to "Server error: {status} {statusText}" for JSON without either field', async () => {
    const error = await failureOf(jsonResponse({ detail: 'x' }, { status: 422, statusText: 'Unprocessable Entity' }));

    expect(error.userMessage).toBe('Server error: 422 Unprocessable Entity');
  });

  it('leaves out an empty status text (HTTP/2 has none)', async () => {
    const error = await failureOf(jsonResponse({}, { status: 409 }));

    expect(error.userMessage).toBe('Server error: 409');
  });

  it('uses the text of a non-JSON failure', async () => {
    const error = await failureOf(textResponse('Payload too large', { status: 413, statusText: 'Payload Too Large' }));

    expect(error.userMessage).toBe('Payload too large');
    expect(error.body).toBeUndefined();
  });

  it('treats a JSON content type with an unparseable body as text', async () => {
    const error = await failureOf(textResponse('not json', { status: 400, headers: { 'content-type': 'application/json' } }));

    expect(error.userMessage).toBe('not json');
  });

  it.each(['<!DOCTYPE html><html><body>Bad gateway</body></html>', '<html>\n<head></head></html>'])(
    'explains an HTML page instead of showing it: %s',
    async (page) => {
      const error = await failureOf(textResponse(page, { status: 404, statusText: 'Not Found' }), 'POST');

      expect(error.userMessage).toBe('Server returned HTML instead of JSON (404 Not Found). This usually indicates a server error.');
    },
  );

  it('falls back to "Server error: ..." for an empty non-JSON failure', async () => {
    const error = await failureOf(textResponse('', { status: 404, statusText: 'Not Found' }));

    expect(error.userMessage).toBe('Server error: 404 Not Found');
  });
});

describe('request: 401', () => {
  it('rejects a read with "Authentication required", whatever the body says, after one attempt', async () => {
    const fetchMock = installFetch(respondWith(jsonResponse({ error: 'Unauthorized' }, { status: 401, statusText: 'Unauthorized' })));

    const error = await request('GET', '/api/auth/me').catch((e: unknown) => e);

    expect(error).toMatchObject({ userMessage: 'Authentication required', status: 401 });
    expect((error as ApiError).message).toBe('Authentication required (GET /api/auth/me)');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('resolves null when the caller asked for returnNull', async () => {
    const fetchMock = installFetch(respondWith(jsonResponse({ error: 'Unauthorized' }, { status: 401 })));

    await expect(request('GET', '/api/auth/me', { onUnauthorized: 'returnNull' })).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's reason on a write, so a failed login can say why", async () => {
    const error = await failureOf(jsonResponse({ error: 'Invalid username or password' }, { status: 401 }), 'POST', '/api/auth/login');

    expect(error.userMessage).toBe('Invalid username or password');
  });

  it('says "Authentication required" on a write whose 401 gives no reason', async () => {
    const error = await failureOf(textResponse('', { status: 401 }), 'POST', '/api/auth/login');

    expect(error.userMessage).toBe('Authentication required');
  });
});
