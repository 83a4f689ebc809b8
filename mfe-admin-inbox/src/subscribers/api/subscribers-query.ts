import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type SubscriberListQueryInput, INBOX_ENDPOINTS } from '@app/contracts';
import { endpointQuery } from '@app/web';

export function useSubscribers(query: SubscriberListQueryInput) {
  return useQuery({ ...endpointQuery(INBOX_ENDPOINTS.subscribers, { query }), placeholderData: keepPreviousData });
}
