export { CONTENT_QUERY_OPTIONS, createQueryClient, QUERY_STALE_TIME_MS } from './query-client';
export { createQueryFn } from './query-fn';
export { QueryStatus, type QueryStatusProps } from './query-status';
export type { QueryFnOptions } from './query-fn';
export { MUTATION_RETRIES, QUERY_RETRIES, shouldRetryMutation, shouldRetryQuery } from './retry-rules';
