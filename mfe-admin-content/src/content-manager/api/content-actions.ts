import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTENT_ENDPOINTS } from '@app/contracts';
import { callEndpoint } from '@app/web';
import { refreshContentLists, refreshPublishedContent } from '../../api/content-queries';

/** Deletes a live post for good; the UI asks first. */
export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(CONTENT_ENDPOINTS.deletePost, { params: { id } }),
    onSuccess: () => refreshPublishedContent(queryClient),
  });
}

/** Takes a post off the blog; it stays in the list as a draft. */
export function useUnpublishBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(CONTENT_ENDPOINTS.unpublishPost, { params: { id } }),
    onSuccess: () => refreshPublishedContent(queryClient),
  });
}

/** Deletes a draft for good; a post published from it stays on the blog. The UI asks first. */
export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(CONTENT_ENDPOINTS.deleteDraft, { params: { id } }),
    onSuccess: () => refreshContentLists(queryClient),
  });
}
