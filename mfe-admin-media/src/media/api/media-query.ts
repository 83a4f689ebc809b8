import { type QueryClient, useQuery } from '@tanstack/react-query';
import { MEDIA_ENDPOINTS, type MediaItem } from '@app/contracts';
import { endpointQuery } from '@app/web';

const MEDIA_LIST_QUERY = endpointQuery(MEDIA_ENDPOINTS.list);

/** How often a list or item still being processed is read again. */
export const PROCESSING_POLL_MS = 1500;

const isProcessing = (item: MediaItem) => item.status === 'processing';

/** Every media item, newest first; read again while any of them is processing. */
export function useMediaList() {
  return useQuery({
    ...MEDIA_LIST_QUERY,
    refetchInterval: (query) => (query.state.data?.some(isProcessing) ? PROCESSING_POLL_MS : false),
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

/** Mutations keep the cached list current instead of reading it again. */
export function updateCachedMedia(queryClient: QueryClient, change: (items: MediaItem[]) => MediaItem[]) {
  queryClient.setQueryData<MediaItem[]>(MEDIA_LIST_QUERY.queryKey, (items) => (items ? change(items) : items));
}
