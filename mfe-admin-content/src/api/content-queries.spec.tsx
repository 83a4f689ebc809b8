import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { BLOG_ENDPOINTS, CONTENT_ENDPOINTS, STATS_ENDPOINTS, USERS_ENDPOINTS } from '@app/contracts';
import { endpointQueryKey } from '@app/web';
import { stubApi } from '@app/web/testing';
import { makeBlogItem, makeDraft } from '../testing/fixtures';
import { refreshPublishedContent, useAdminBlog, useDrafts } from './content-queries';

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

describe('content queries', () => {
  it.each([
    ['drafts', () => useDrafts({}), CONTENT_ENDPOINTS.drafts, { items: [makeDraft()], total: 1, page: 1, pageSize: 25 }],
    ['admin blog', () => useAdminBlog({}), CONTENT_ENDPOINTS.posts, { items: [makeBlogItem()], total: 1, page: 1, pageSize: 25 }],
  ] as const)('keep the %s list fresh for 30 s and refetch it on focus (SPEC §9)', async (_name, useList, endpoint, body) => {
    stubApi([{ method: 'GET', path: endpoint.path, body }]);
    const { client, wrapper } = setUp();

    const { result } = renderHook(() => useList(), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryCache().find({ queryKey: endpointQueryKey(endpoint), exact: false })?.options).toMatchObject({
      staleTime: 30_000,
      refetchOnWindowFocus: true,
    });
  });

  it('refresh the admin lists, the counters and every public blog query after the live blog changed', () => {
    const { client } = setUp();
    const keys = [
      endpointQueryKey(CONTENT_ENDPOINTS.drafts),
      endpointQueryKey(CONTENT_ENDPOINTS.posts),
      endpointQueryKey(STATS_ENDPOINTS.dashboard),
      endpointQueryKey(BLOG_ENDPOINTS.list),
      endpointQueryKey(BLOG_ENDPOINTS.recent),
      endpointQueryKey(BLOG_ENDPOINTS.read, { params: { slug: 'a-post' } }),
      endpointQueryKey(USERS_ENDPOINTS.list),
    ];
    keys.forEach((key) => client.setQueryData(key, []));

    refreshPublishedContent(client);

    const invalidated = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
    expect(invalidated).toEqual(keys.slice(0, -1));
  });
});
