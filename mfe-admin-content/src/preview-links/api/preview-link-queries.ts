import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { PREVIEW_LINK_ENDPOINTS } from '@app/contracts';
import { callEndpoint, endpointPagesQuery, endpointQueryKey } from '@app/web';

const listKey = (draftId: string) => endpointQueryKey(PREVIEW_LINK_ENDPOINTS.list, { params: { id: draftId } });

/** The draft's links still open, newest first, a page at a time: `data` holds every link read so far. */
export function usePreviewLinks(draftId: string, enabled: boolean) {
  return useInfiniteQuery({ ...endpointPagesQuery(PREVIEW_LINK_ENDPOINTS.list, { params: { id: draftId } }), enabled });
}

/** Makes a link; its answer holds the token, given only this once. */
export function useCreatePreviewLink(draftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(PREVIEW_LINK_ENDPOINTS.create, { params: { id: draftId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listKey(draftId) }),
  });
}

export function useRevokePreviewLink(draftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => callEndpoint(PREVIEW_LINK_ENDPOINTS.revoke, { params: { id: draftId, linkId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listKey(draftId) }),
  });
}
