import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  AdminBlogListSchema,
  AiStatusSchema,
  ContentDraftListSchema,
  ContentDraftSchema,
  type AdminBlogItem,
  type AiStatus,
  type ContentDraft,
} from '@app/contracts';
import { CONTENT_QUERY_OPTIONS, createQueryFn } from '@app/web';

// Query keys are the URLs the default query function GETs (SPEC §7).
export const DRAFTS_URL = '/api/admin/content-drafts';
export const ADMIN_BLOG_URL = '/api/admin/blog';
export const STATS_URL = '/api/admin/stats';
const AI_STATUS_URL = '/api/admin/ai/status';
const PUBLIC_BLOG_URL = '/api/blog-posts';

export const draftUrl = (id: string) => `${DRAFTS_URL}/${encodeURIComponent(id)}`;

const fetchDrafts = createQueryFn<ContentDraft[]>({ schema: ContentDraftListSchema });
const fetchDraft = createQueryFn<ContentDraft>({ schema: ContentDraftSchema });
const fetchAdminBlog = createQueryFn<AdminBlogItem[]>({ schema: AdminBlogListSchema });
const fetchAiStatus = createQueryFn<AiStatus>({ schema: AiStatusSchema });

export function useDrafts() {
  return useQuery({ queryKey: [DRAFTS_URL], queryFn: fetchDrafts, ...CONTENT_QUERY_OPTIONS });
}

export function useDraft(id: string) {
  return useQuery({ queryKey: [draftUrl(id)], queryFn: fetchDraft, ...CONTENT_QUERY_OPTIONS });
}

export function useAdminBlog() {
  return useQuery({ queryKey: [ADMIN_BLOG_URL], queryFn: fetchAdminBlog, ...CONTENT_QUERY_OPTIONS });
}

/** Whether a real AI provider is configured; it changes only with the server's settings. */
export function useAiStatus() {
  return useQuery({ queryKey: [AI_STATUS_URL], queryFn: fetchAiStatus, staleTime: 5 * 60_000 });
}

export function cacheDraft(queryClient: QueryClient, draft: ContentDraft) {
  queryClient.setQueryData([draftUrl(draft.id)], draft);
}

/** After a draft is saved, generated or deleted: the lists and the dashboard counters are out of date. */
export function refreshContentLists(queryClient: QueryClient) {
  for (const url of [DRAFTS_URL, ADMIN_BLOG_URL, STATS_URL]) void queryClient.invalidateQueries({ queryKey: [url] });
}

/** After the live blog changed (publish, update, unpublish, delete): the admin lists and every public blog query. */
export function refreshPublishedContent(queryClient: QueryClient) {
  refreshContentLists(queryClient);
  void queryClient.invalidateQueries({
    predicate: ({ queryKey: [url] }) => typeof url === 'string' && url.startsWith(PUBLIC_BLOG_URL),
  });
}
