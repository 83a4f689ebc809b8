import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { type AdminBlogQueryInput, CONTENT_ENDPOINTS, STATS_ENDPOINTS, type ContentDraft, type ContentDraftListQueryInput } from '@app/contracts';
import { CONTENT_QUERY_OPTIONS, endpointQuery, endpointQueryKey, invalidate } from '@app/web';

/** One page of the drafts; the previous page stays on screen while the next loads. */
export function useDrafts(query: ContentDraftListQueryInput) {
  return useQuery({ ...endpointQuery(CONTENT_ENDPOINTS.drafts, { query }), ...CONTENT_QUERY_OPTIONS, placeholderData: keepPreviousData });
}

/** The draft `id`; nothing is asked for without an id (a new draft). */
export function useDraft(id: string | undefined) {
  return useQuery({ ...endpointQuery(CONTENT_ENDPOINTS.draft, { params: { id: id ?? '' } }), ...CONTENT_QUERY_OPTIONS, enabled: id !== undefined });
}

/** One page of the blog's posts; the previous page stays on screen while the next loads. */
export function useAdminBlog(query: AdminBlogQueryInput) {
  return useQuery({ ...endpointQuery(CONTENT_ENDPOINTS.posts, { query }), ...CONTENT_QUERY_OPTIONS, placeholderData: keepPreviousData });
}

/** Whether a real AI provider is configured; it changes only with the server's settings. */
export function useAiStatus() {
  return useQuery({ ...endpointQuery(CONTENT_ENDPOINTS.aiStatus), staleTime: 5 * 60_000 });
}

export function cacheDraft(queryClient: QueryClient, draft: ContentDraft) {
  queryClient.setQueryData(endpointQueryKey(CONTENT_ENDPOINTS.draft, { params: { id: draft.id } }), draft);
}

/** After a draft is saved, generated or deleted: the lists and the dashboard counters are out of date. */
export function refreshContentLists(queryClient: QueryClient) {
  invalidate(queryClient, CONTENT_ENDPOINTS.drafts, CONTENT_ENDPOINTS.posts, STATS_ENDPOINTS.dashboard);
}

/** After the live blog changed (publish, update, unpublish, delete): the admin lists and every public blog query. */
export function refreshPublishedContent(queryClient: QueryClient) {
  refreshContentLists(queryClient);
  invalidate(queryClient, 'blog');
}
