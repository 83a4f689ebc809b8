export { LoadMoreButton, type LoadMoreButtonProps } from './load-more-button';
export { CONTENT_QUERY_OPTIONS, createQueryClient, QUERY_STALE_TIME_MS } from './query-client';
export { PagedQueryStatus, type PagedQueryStatusProps } from './paged-query-status';
export { QueryStatus, type QueryStatusProps, queryFailure } from './query-status';
export { MUTATION_RETRIES, QUERY_RETRIES, shouldRetryMutation, shouldRetryQuery } from './retry-rules';
export { pagedState } from './paged-state';
