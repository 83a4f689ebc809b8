import { useQuery } from '@tanstack/react-query';
import { PREVIEW_LINK_ENDPOINTS } from '@app/contracts';
import { CONTENT_QUERY_OPTIONS, endpointQuery } from '@app/web';

/** The draft a preview link shows, as it is now (the API never lets a cache keep it). */
export function useDraftPreview(token: string) {
  return useQuery({ ...endpointQuery(PREVIEW_LINK_ENDPOINTS.open, { params: { token } }), ...CONTENT_QUERY_OPTIONS });
}
