import { type ApiArea, type Endpoint } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeyPrefix } from './endpoint-query';

/**
 * Marks the cached answers of whole areas (`'blog'`) or of single endpoints stale, in every app of the page
 * (they share one query client); what is on screen refetches.
 */
export function invalidate(queryClient: QueryClient, ...targets: (ApiArea | Endpoint)[]): void {
  for (const target of targets) void queryClient.invalidateQueries({ queryKey: queryKeyPrefix(target) });
}
