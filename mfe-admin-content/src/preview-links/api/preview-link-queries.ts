import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PREVIEW_LINK_ENDPOINTS } from '@app/contracts';
import { callEndpoint, endpointQuery, endpointQueryKey } from '@app/web';

const listKey = (draftId: string) => endpointQueryKey(PREVIEW_LINK_ENDPOINTS.list, { params: { id: draftId } });

/** The draft's links still open, newest first. */
export function usePreviewLinks(draftId: string, enabled: boolean) {
  return useQuery({ ...endpointQuery(PREVIEW_LINK_ENDPOINTS.list, { params: { id: draftId } }), enabled });
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
