import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INBOX_ENDPOINTS } from '@app/contracts';
import { callEndpoint, invalidate } from '@app/web';

/** PDPA erasure of one address; every inbox list and count refetches. */
export function useEraseEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => callEndpoint(INBOX_ENDPOINTS.erase, { body: { email } }),
    onSuccess: () => invalidate(queryClient, 'inbox'),
  });
}
