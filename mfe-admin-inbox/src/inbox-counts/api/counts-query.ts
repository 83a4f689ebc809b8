import { useQuery } from '@tanstack/react-query';
import { INBOX_ENDPOINTS } from '@app/contracts';
import { endpointQuery } from '@app/web';

/** New and overdue enquiries, refreshed when staff change an enquiry and when the window regains focus. */
export function useInboxCounts() {
  return useQuery(endpointQuery(INBOX_ENDPOINTS.counts));
}
