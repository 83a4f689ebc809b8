import { QueryClient } from '@tanstack/react-query';
import { AUTH_ENDPOINTS, BLOG_ENDPOINTS, CONTENT_ENDPOINTS, NEWSLETTER_ENDPOINTS, SITE_ENDPOINTS, USERS_ENDPOINTS } from '@app/contracts';
import { setRequestLogger, type RequestLogger } from '../http';
import { always, fetchCall, hangUntilAborted, installFetch, jsonResponse, removeFetch, respondWith, textResponse } from '../testing/fetch-stub';
import { callEndpoint } from './call-endpoint';
import { endpointQuery, endpointQueryKey } from './endpoint-query';
import { invalidate } from './invalidate';

const user = {
  id: 'u1',
  username: 'sarah',
  email: 'sarah@harbourline.sg',
  role: 'admin',
  isActive: true,
  ceaRegistrationNumber: null,
  phone: null,
  createdAt: 'x',
  updatedAt: 'y',
};
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

describe('callEndpoint', () => {
  it("sends the endpoint's method to its URL with the params encoded and the body as JSON", async () => {
    const fetchMock = installFetch(respondWith(jsonResponse({ success: true, user })));

    await callEndpoint(USERS_ENDPOINTS.updateRole, { params: { id: 'u 1' }, body: { role: 'admin' } });

    const { url, init } = fetchCall(fetchMock);
    expect([init.method, url.pathname, init.body]).toEqual(['POST', '/api/admin/users/u%201/update-role', '{"role":"admin"}']);
  });

  it("checks the answer against the endpoint's response schema", async () => {
    installFetch(respondWith(jsonResponse({ success: true })));

    await expect(callEndpoint(USERS_ENDPOINTS.delete, { params: { id: 'u1' } })).rejects.toMatchObject({
      userMessage: 'Server returned an invalid response format',
    });
  });
});

describe('public reads and the rest (SPEC §7 cache busting)', () => {
  const sent = (fetchMock: jest.Mock) => {
    const { url, init, headers } = fetchCall(fetchMock);
    return { search: url.search, cache: init.cache, cacheControl: headers.get('Cache-Control'), pragma: headers.get('Pragma') };
  };
  const cacheable = { search: '', cache: 'default', cacheControl: null, pragma: null };
  const busted = { search: expect.stringMatching(/^\?_t=\d+$/), cache: 'no-store', cacheControl: 'no-cache', pragma: 'no-cache' };

  it.each([BLOG_ENDPOINTS.list, BLOG_ENDPOINTS.recent, SITE_ENDPOINTS.testimonials])(
    '$path, a public GET, may be cached by the browser and a CDN',
    async (endpoint) => {
      const fetchMock = installFetch(respondWith(jsonResponse([])));

      await client.fetchQuery(endpointQuery(endpoint));

      expect(sent(fetchMock)).toEqual(cacheable);
    },
  );

  it('a public GET called directly may be cached too', async () => {
    const fetchMock = installFetch(respondWith(jsonResponse([])));

    await callEndpoint(BLOG_ENDPOINTS.list, {});

    expect(sent(fetchMock)).toEqual(cacheable);
  });

  it('staff reads and every write keep the timestamp and the no-cache headers', async () => {
    const fetchMock = installFetch(
      respondWith(
        jsonResponse({ items: [], total: 0, page: 1, pageSize: 25 }),
        jsonResponse(user),
        jsonResponse({ success: true, message: 'Subscribed', confirmationPending: false }),
      ),
    );

    await client.fetchQuery(endpointQuery(USERS_ENDPOINTS.list));
    await client.fetchQuery(endpointQuery(AUTH_ENDPOINTS.me));
    await callEndpoint(NEWSLETTER_ENDPOINTS.subscribe, { body: { email: 'reader@example.sg' } });

    for (const call of [0, 1, 2]) {
      const { url, init, headers } = fetchCall(fetchMock, call);
      expect({ search: url.search, cache: init.cache, cacheControl: headers.get('Cache-Control'), pragma: headers.get('Pragma') }).toEqual(busted);
    }
  });
});

describe('endpointQuery', () => {
  it('keys queries by area, path, params and query, and GETs the URL they make', async () => {
    const fetchMock = installFetch(respondWith(jsonResponse([])));
    const query = endpointQuery(BLOG_ENDPOINTS.recommended, { params: { topic: 'hdb' }, query: { limit: 3 } });

    await client.fetchQuery(query);

    expect(query.queryKey).toEqual(['blog', '/api/blog-posts/recommended/:topic', { topic: 'hdb' }, { limit: 3 }]);
    expect(fetchCall(fetchMock).url.pathname + fetchCall(fetchMock).url.search).toBe('/api/blog-posts/recommended/hdb?limit=3');
  });

  it('does not retry inside the request helper: react-query is the one retry layer', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = installFetch(always(() => textResponse('down', { status: 503 })));
      const outcome = client.fetchQuery(endpointQuery(BLOG_ENDPOINTS.list)).catch((error: unknown) => error);

      await jest.advanceTimersByTimeAsync(60_000);

      expect(await outcome).toMatchObject({ status: 503 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('throws "Authentication required" on 401, or resolves null when asked to', async () => {
    installFetch(respondWith(jsonResponse({}, { status: 401 }), jsonResponse({}, { status: 401 })));

    await expect(client.fetchQuery(endpointQuery(AUTH_ENDPOINTS.me))).rejects.toMatchObject({ userMessage: 'Authentication required' });
    client.clear();
    expect(await client.fetchQuery(endpointQuery(AUTH_ENDPOINTS.me, {}, { onUnauthorized: 'returnNull' }))).toBeNull();
  });

  it("passes react-query's signal, so cancelling a query aborts its request", async () => {
    const fetchMock = installFetch(hangUntilAborted);
    const query = endpointQuery(BLOG_ENDPOINTS.list);
    const pending = client.fetchQuery(query).catch(() => undefined);
    await Promise.resolve();

    await client.cancelQueries({ queryKey: query.queryKey });
    await pending;

    expect(fetchCall(fetchMock).init.signal?.aborted).toBe(true);
  });
});

describe('invalidate', () => {
  it('marks a whole area, or one endpoint, stale and leaves the rest', () => {
    const post = endpointQueryKey(BLOG_ENDPOINTS.read, { params: { slug: 'a-post' } });
    const keys = [endpointQueryKey(BLOG_ENDPOINTS.list), post, endpointQueryKey(CONTENT_ENDPOINTS.drafts), endpointQueryKey(CONTENT_ENDPOINTS.posts)];
    keys.forEach((key) => client.setQueryData(key, []));

    invalidate(client, 'blog', CONTENT_ENDPOINTS.drafts);

    const stale = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
    expect(stale).toEqual(keys.slice(0, 3));
  });
});
