import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { createQueryFn } from '@app/web';
import { stubApi } from '@app/web/testing';
import { makeBlogItem, makeDraft } from '../testing/fixtures';
import { refreshPublishedContent, useAdminBlog, useDrafts } from './content-queries';

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: createQueryFn(), retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

describe('content queries', () => {
  it.each([
    ['drafts', useDrafts, '/api/admin/content-drafts', [makeDraft()]],
    ['admin blog', useAdminBlog, '/api/admin/blog', [makeBlogItem()]],
  ] as const)('keep the %s list fresh for 30 s and refetch it on focus (SPEC §9)', async (_name, useList, url, body) => {
    stubApi([{ method: 'GET', path: url, body }]);
    const { client, wrapper } = setUp();

    const { result } = renderHook(() => useList(), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryCache().find({ queryKey: [url] })?.options).toMatchObject({ staleTime: 30_000, refetchOnWindowFocus: true });
  });

  it('refresh the admin lists, the counters and every public blog query after the live blog changed', () => {
    const { client } = setUp();
    const urls = ['/api/admin/content-drafts', '/api/admin/blog', '/api/admin/stats', '/api/blog-posts', '/api/blog-posts/recent', '/api/blog-posts/a-post', '/api/users'];
    urls.forEach((url) => client.setQueryData([url], []));

    refreshPublishedContent(client);

    const invalidated = client.getQueryCache().getAll().filter((query) => query.state.isInvalidated).map((query) => query.queryKey[0]);
    expect(invalidated).toEqual(urls.slice(0, -1));
  });
});
