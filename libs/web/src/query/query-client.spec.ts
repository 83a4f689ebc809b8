import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { BLOG_ENDPOINTS } from '@app/contracts';
import { endpointQuery } from '../endpoints';
import { request, setRequestLogger, type HttpMethod, type RequestLogger } from '../http';
import { always, installFetch, jsonResponse, removeFetch, textResponse } from '../testing/fetch-stub';
import { CONTENT_QUERY_OPTIONS, createQueryClient } from './query-client';
import { shouldRetryMutation, shouldRetryQuery } from './retry-rules';

let previousLogger: RequestLogger;
let client: QueryClient;

beforeEach(() => {
  jest.useFakeTimers();
  previousLogger = setRequestLogger(jest.fn());
  client = createQueryClient();
});

afterEach(() => {
  client.clear();
  setRequestLogger(previousLogger);
  removeFetch();
  jest.useRealTimers();
});

const serverError = () => textResponse('down', { status: 500, statusText: 'Internal Server Error' });

function mutate(method: HttpMethod) {
  const observer = new MutationObserver(client, { mutationFn: () => request(method, '/api/admin/media/1', { body: {}, retries: 0 }) });
  return observer.mutate().catch((e: unknown) => e);
}

describe('createQueryClient', () => {
  it('applies the SPEC §9 query defaults', () => {
    const { queries, mutations } = client.getDefaultOptions();

    expect(queries).toMatchObject({ staleTime: 60_000, refetchOnWindowFocus: true, refetchOnMount: true, refetchInterval: false });
    expect(queries?.retry).toBe(shouldRetryQuery);
    expect(mutations?.retry).toBe(shouldRetryMutation);
  });

  it('exports the blog and content query options', () => {
    expect(CONTENT_QUERY_OPTIONS).toEqual({ staleTime: 30_000, refetchOnWindowFocus: true });
  });

  it('retries a failing query 3 times, 1 s, 2 s and 4 s apart: 4 requests in all, not 16', async () => {
    const fetchMock = installFetch(always(serverError));
    const outcome = client.fetchQuery(endpointQuery(BLOG_ENDPOINTS.list)).catch((e: unknown) => e);

    for (const [ms, calls] of [
      [0, 1],
      [999, 1],
      [1, 2],
      [1_999, 2],
      [1, 3],
      [3_999, 3],
      [1, 4],
      [60_000, 4],
    ] as const) {
      await jest.advanceTimersByTimeAsync(ms);
      expect(fetchMock).toHaveBeenCalledTimes(calls);
    }
    expect(await outcome).toMatchObject({ status: 500 });
  });

  it.each([400, 401, 403, 404])('does not retry a query answered %i', async (status) => {
    const fetchMock = installFetch(always(() => jsonResponse({ error: 'No' }, { status })));
    const outcome = client.fetchQuery(endpointQuery(BLOG_ENDPOINTS.read, { params: { slug: 'x' } })).catch((e: unknown) => e);

    await jest.advanceTimersByTimeAsync(60_000);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await outcome).toMatchObject({ status });
  });

  it.each([
    { title: 'retries an idempotent mutation twice on a 5xx', method: 'PUT', calls: 3 },
    { title: 'never retries a POST mutation', method: 'POST', calls: 1 },
  ] as const)('$title', async ({ method, calls }) => {
    const fetchMock = installFetch(always(serverError));
    const outcome = mutate(method);

    await jest.advanceTimersByTimeAsync(60_000);

    expect(fetchMock).toHaveBeenCalledTimes(calls);
    expect(await outcome).toMatchObject({ status: 500 });
  });
});
