import { useQuery } from '@tanstack/react-query';
import { STATS_ENDPOINTS } from '@app/contracts';
import { CONTENT_QUERY_OPTIONS, endpointQuery } from '@app/web';

/** The content remote invalidates the 'stats' area after publishing, so the counters are current on return. */
export function useDashboardStats() {
  return useQuery({ ...endpointQuery(STATS_ENDPOINTS.dashboard), ...CONTENT_QUERY_OPTIONS });
}
