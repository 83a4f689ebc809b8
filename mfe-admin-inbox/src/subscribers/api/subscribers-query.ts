import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type SubscriberListQueryInput, SUBSCRIBERS_ENDPOINTS } from '@app/contracts';
import { endpointQuery } from '@app/web';

export function useSubscribers(query: SubscriberListQueryInput) {
  return useQuery({ ...endpointQuery(SUBSCRIBERS_ENDPOINTS.list, { query }), placeholderData: keepPreviousData });
}
