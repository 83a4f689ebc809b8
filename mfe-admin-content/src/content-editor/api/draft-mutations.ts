import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTENT_ENDPOINTS, type ContentDraftValues } from '@app/contracts';
import { callEndpoint, endpointQueryKey } from '@app/web';
import { cacheDraft, refreshContentLists, refreshPublishedContent } from '../../api/content-queries';

/** Creates the draft when there is no id yet, else updates it (SPEC §7 body). */
export function useSaveDraft(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentDraftValues) =>
      id ? callEndpoint(CONTENT_ENDPOINTS.updateDraft, { params: { id }, body }) : callEndpoint(CONTENT_ENDPOINTS.createDraft, { body }),
    onSuccess: (draft) => {
      cacheDraft(queryClient, draft);
      refreshContentLists(queryClient);
    },
  });
}

/** A draft action that changes the live blog: publish, or push the draft to its published post. */
function useLiveBlogAction(endpoint: typeof CONTENT_ENDPOINTS.publishDraft | typeof CONTENT_ENDPOINTS.updatePost) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(endpoint, { params: { id } }),
    onSuccess: (_result, id) => {
      refreshPublishedContent(queryClient);
      void queryClient.invalidateQueries({ queryKey: endpointQueryKey(CONTENT_ENDPOINTS.draft, { params: { id } }) });
    },
  });
}

export const usePublishDraft = () => useLiveBlogAction(CONTENT_ENDPOINTS.publishDraft);
export const useUpdateBlogPost = () => useLiveBlogAction(CONTENT_ENDPOINTS.updatePost);
