import { QueryClient } from '@tanstack/react-query';
import { retryDelay } from '../http';
import { shouldRetryMutation, shouldRetryQuery } from './retry-rules';

export const QUERY_STALE_TIME_MS = 60_000;

/** For blog and content lists (SPEC §9). */
export const CONTENT_QUERY_OPTIONS = { staleTime: 30_000, refetchOnWindowFocus: true } as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: true,
        refetchOnMount: true,
        refetchInterval: false,
        retry: shouldRetryQuery,
        retryDelay,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay,
      },
    },
  });
}
