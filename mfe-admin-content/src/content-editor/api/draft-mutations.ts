import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ContentDraftSchema, PublishResultSchema, type ContentDraftValues } from '@app/contracts';
import { http } from '@app/web';
import { cacheDraft, draftUrl, DRAFTS_URL, refreshContentLists, refreshPublishedContent } from '../../api/content-queries';

/** Creates the draft when there is no id yet, else updates it (SPEC §7 body). */
export function useSaveDraft(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentDraftValues) =>
      id ? http.put(draftUrl(id), body, { schema: ContentDraftSchema }) : http.post(DRAFTS_URL, body, { schema: ContentDraftSchema }),
    onSuccess: (draft) => {
      cacheDraft(queryClient, draft);
      refreshContentLists(queryClient);
    },
  });
}

/** A draft action that changes the live blog: publish, or push the draft to its published post. */
function useLiveBlogAction(action: 'publish' | 'update-post') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.post(`${draftUrl(id)}/${action}`, undefined, { schema: PublishResultSchema }),
    onSuccess: (_result, id) => {
      refreshPublishedContent(queryClient);
      void queryClient.invalidateQueries({ queryKey: [draftUrl(id)] });
    },
  });
}

export const usePublishDraft = () => useLiveBlogAction('publish');
export const useUpdateBlogPost = () => useLiveBlogAction('update-post');
