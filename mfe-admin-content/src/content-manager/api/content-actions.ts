import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ContentDraftSchema, PublishResultSchema } from '@app/contracts';
import { http } from '@app/web';
import { ADMIN_BLOG_URL, draftUrl, refreshContentLists, refreshPublishedContent } from '../../api/content-queries';

const postUrl = (id: string) => `${ADMIN_BLOG_URL}/${encodeURIComponent(id)}`;

/** Deletes a live post for good; the UI asks first. */
export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete(postUrl(id), { schema: PublishResultSchema }),
    onSuccess: () => refreshPublishedContent(queryClient),
  });
}

/** Takes a post off the blog; it stays in the list as a draft. */
export function useUnpublishBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.post(`${postUrl(id)}/unpublish`, undefined, { schema: PublishResultSchema }),
    onSuccess: () => refreshPublishedContent(queryClient),
  });
}

/** Deletes a draft for good; a post published from it stays on the blog. The UI asks first. */
export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete(draftUrl(id), { schema: ContentDraftSchema }),
    onSuccess: () => refreshContentLists(queryClient),
  });
}
