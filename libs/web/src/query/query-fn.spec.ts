import { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { setRequestLogger, type RequestLogger } from '../http';
import { always, fetchCall, hangUntilAborted, installFetch, jsonResponse, removeFetch, respondWith, textResponse } from '../testing/fetch-stub';
import { createQueryFn } from './query-fn';

let previousLogger: RequestLogger;
let client: QueryClient;

beforeEach(() => {
  previousLogger = setRequestLogger(jest.fn());
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterEach(() => {
  client.clear();
  setRequestLogger(previousLogger);
  removeFetch();
});

describe('createQueryFn', () => {
  it('GETs the first element of the query key', async () => {
    const fetchMock = installFetch(respondWith(jsonResponse([{ id: 1 }])));

    const data = await client.fetchQuery({ queryKey: ['/api/blog-posts', { page: 2 }], queryFn: createQueryFn() });

    expect(data).toEqual([{ id: 1 }]);
    const { url, init } = fetchCall(fetchMock);
    expect(init.method).toBe('GET');
    expect(url.pathname).toBe('/api/blog-posts');
  });

  it('does not retry inside the request helper: react-query is the one retry layer', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = installFetch(always(() => textResponse('down', { status: 503 })));
      const outcome = client.fetchQuery({ queryKey: ['/api/blog-posts'], queryFn: createQueryFn() }).catch((e: unknown) => e);

      await jest.advanceTimersByTimeAsync(60_000);

      expect(await outcome).toMatchObject({ status: 503 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('throws "Authentication required" on 401 by default', async () => {
    installFetch(respondWith(jsonResponse({}, { status: 401 })));

    await expect(client.fetchQuery({ queryKey: ['/api/auth/me'], queryFn: createQueryFn() })).rejects.toMatchObject({
      userMessage: 'Authentication required',
    });
  });

  it('resolves null on 401 when configured with returnNull', async () => {
    installFetch(respondWith(jsonResponse({}, { status: 401 })));

    const data = await client.fetchQuery({
      queryKey: ['/api/auth/me'],
      queryFn: createQueryFn({ onUnauthorized: 'returnNull' }),
    });

    expect(data).toBeNull();
  });

  it('checks the response against a schema', async () => {
    installFetch(respondWith(jsonResponse({ id: 'x' })));

    await expect(
      client.fetchQuery({ queryKey: ['/api/x'], queryFn: createQueryFn({ schema: z.object({ id: z.number() }) }) }),
    ).rejects.toMatchObject({ userMessage: 'Server returned an invalid response format' });
  });

  it("passes react-query's signal, so cancelling a query aborts its request", async () => {
    const fetchMock = installFetch(hangUntilAborted);
    const pending = client.fetchQuery({ queryKey: ['/api/blog-posts'], queryFn: createQueryFn() }).catch(() => undefined);
    await Promise.resolve();

    await client.cancelQueries({ queryKey: ['/api/blog-posts'] });
    await pending;

    expect(fetchCall(fetchMock).init.signal?.aborted).toBe(true);
  });

  it('rejects a query key whose first element is not a URL', async () => {
    const fetchMock = installFetch(respondWith());

    await expect(client.fetchQuery({ queryKey: [42], queryFn: createQueryFn() })).rejects.toBeInstanceOf(TypeError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
