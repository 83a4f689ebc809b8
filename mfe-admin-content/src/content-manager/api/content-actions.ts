import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CONTENT_ENDPOINTS } from '@app/contracts';
import { callEndpoint } from '@app/web';
import { refreshContentLists, refreshPublishedContent } from '../../api/content-queries';

type ItemEndpoint = typeof CONTENT_ENDPOINTS.deletePost | typeof CONTENT_ENDPOINTS.unpublishPost | typeof CONTENT_ENDPOINTS.deleteDraft;

/** An action of the manager's lists on one post or draft, by its id; `refresh` then brings what it changed up to date. */
function useItemAction(endpoint: ItemEndpoint, refresh: (queryClient: QueryClient) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(endpoint, { params: { id } }),
    onSuccess: () => refresh(queryClient),
  });
}

/** Deletes a live post for good; the UI asks first. */
export const useDeleteBlogPost = () => useItemAction(CONTENT_ENDPOINTS.deletePost, refreshPublishedContent);

/** Takes a post off the blog; it stays in the list as a draft. */
export const useUnpublishBlogPost = () => useItemAction(CONTENT_ENDPOINTS.unpublishPost, refreshPublishedContent);

/** Deletes a draft for good; a post published from it stays on the blog. The UI asks first. */
export const useDeleteDraft = () => useItemAction(CONTENT_ENDPOINTS.deleteDraft, refreshContentLists);
