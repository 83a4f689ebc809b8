import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { MEDIA_ENDPOINTS, type MediaItem, type MediaListQueryInput, type MediaPage } from '@app/contracts';
import { endpointQuery, invalidate, queryKeyPrefix } from '@app/web';

/** How often a page or item still being processed is read again. */
export const PROCESSING_POLL_MS = 1500;

const isProcessing = (item: MediaItem) => item.status === 'processing';

/** One page of the library, searched on the server; the page on screen stays while the next loads, and is read again while any of its items is processing. */
export function useMediaPage(query: MediaListQueryInput) {
  return useQuery({
    ...endpointQuery(MEDIA_ENDPOINTS.list, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.items.some(isProcessing) ? PROCESSING_POLL_MS : false),
  });
}

/** One item, read again until the worker has finished with it. */
export function useMediaItem(id: string | null) {
  return useQuery({
    ...endpointQuery(MEDIA_ENDPOINTS.item, { params: { id: id ?? '' } }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isProcessing(query.state.data) ? PROCESSING_POLL_MS : false),
  });
}

/** An update shows at once on every cached page that lists the item. */
export function updateCachedMedia(queryClient: QueryClient, updated: MediaItem) {
  queryClient.setQueriesData<MediaPage>({ queryKey: queryKeyPrefix(MEDIA_ENDPOINTS.list) }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.id === updated.id ? updated : item)) } : page,
  );
}

/** After an upload or a delete the pages and their totals change: they are read again. */
export function refreshMediaPages(queryClient: QueryClient) {
  invalidate(queryClient, MEDIA_ENDPOINTS.list);
}
