import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type MediaItem, MediaItemSchema, MediaListSchema } from '@app/contracts';
import { createQueryFn } from '@app/web';

export const MEDIA_QUERY_KEY = ['/api/admin/media'] as const;

/** How often a list or item still being processed is read again. */
export const PROCESSING_POLL_MS = 1500;

const isProcessing = (item: MediaItem) => item.status === 'processing';

const fetchMediaList = createQueryFn<MediaItem[]>({ schema: MediaListSchema });
const fetchMediaItem = createQueryFn<MediaItem>({ schema: MediaItemSchema });

/** Every media item, newest first; read again while any of them is processing. */
export function useMediaList() {
  return useQuery({
    queryKey: MEDIA_QUERY_KEY,
    queryFn: fetchMediaList,
    refetchInterval: (query) => (query.state.data?.some(isProcessing) ? PROCESSING_POLL_MS : false),
  });
}

/** One item, read again until the worker has finished with it. */
export function useMediaItem(id: string | null) {
  return useQuery({
    queryKey: [`${MEDIA_QUERY_KEY[0]}/${encodeURIComponent(id ?? '')}`],
    queryFn: fetchMediaItem,
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isProcessing(query.state.data) ? PROCESSING_POLL_MS : false),
  });
}

/** Mutations keep the cached list current instead of reading it again. */
export function updateCachedMedia(queryClient: QueryClient, change: (items: MediaItem[]) => MediaItem[]) {
  queryClient.setQueryData<MediaItem[]>(MEDIA_QUERY_KEY, (items) => (items ? change(items) : items));
}
