import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DraftConflictSchema, REVISION_ENDPOINTS, type DraftConflict } from '@app/contracts';
import { CONTENT_QUERY_OPTIONS, callEndpoint, endpointPagesQuery, endpointQuery, endpointQueryKey, isApiError } from '@app/web';
import { cacheDraft, refreshContentLists } from '../../api/content-queries';

/** The draft's revisions, newest first, a page at a time: `data` holds every revision read so far. */
export function useRevisions(draftId: string, enabled: boolean) {
  return useInfiniteQuery({ ...endpointPagesQuery(REVISION_ENDPOINTS.list, { params: { id: draftId } }), ...CONTENT_QUERY_OPTIONS, enabled });
}

/** The difference of two revisions, once both are chosen. */
export function useRevisionDiff(draftId: string, from: string, to: string) {
  return useQuery({
    ...endpointQuery(REVISION_ENDPOINTS.diff, { params: { id: draftId }, query: { from, to } }),
    enabled: Boolean(from && to && from !== to),
  });
}

/** Restores a revision as the draft's new version; the draft and its history are then read again. */
export function useRestoreRevision(draftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) => callEndpoint(REVISION_ENDPOINTS.restore, { params: { id: draftId, revisionId } }),
    onSuccess: (draft) => {
      cacheDraft(queryClient, draft);
      refreshContentLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: endpointQueryKey(REVISION_ENDPOINTS.list, { params: { id: draftId } }) });
    },
  });
}

/** Both versions, when a save failed because someone else saved first (409); null for any other error. */
export function draftConflictOf(error: unknown): DraftConflict | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = DraftConflictSchema.safeParse((error.body as { conflict?: unknown } | undefined)?.conflict);
  return parsed.success ? parsed.data : null;
}
