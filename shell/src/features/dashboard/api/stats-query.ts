import { useQuery } from '@tanstack/react-query';
import { DashboardStatsSchema, type DashboardStats } from '@app/contracts';
import { CONTENT_QUERY_OPTIONS, createQueryFn } from '@app/web';

/** The content remote invalidates this key after publishing, so the counters are current on return. */
const STATS_QUERY_KEY = ['/api/admin/stats'] as const;

const fetchStats = createQueryFn<DashboardStats>({ schema: DashboardStatsSchema });

export function useDashboardStats() {
  return useQuery({ queryKey: STATS_QUERY_KEY, queryFn: fetchStats, ...CONTENT_QUERY_OPTIONS });
}
