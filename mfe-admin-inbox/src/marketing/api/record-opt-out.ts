import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INBOX_ENDPOINTS, type MarketingOptOutRequestInput } from '@app/contracts';
import { callEndpoint, invalidate } from '@app/web';

/** Records a marketing opt-out; the inbox lists refetch, so consents and subscribers show it ended. */
export function useRecordOptOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarketingOptOutRequestInput) => callEndpoint(INBOX_ENDPOINTS.recordMarketingOptOut, { body }),
    onSuccess: () => invalidate(queryClient, 'inbox'),
  });
}
