import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@app/contracts';
import { invalidate } from '@app/web';

/**
 * A change to one record of a list (an owner, a tenancy): the answer is the record as it now stands, kept as the data
 * of its query (`queryKeyOf` its id), and the list refetches.
 */
export function useRecordChange<R extends { id: string }, V>(queryKeyOf: (id: string) => QueryKey, list: Endpoint, change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (record) => {
      queryClient.setQueryData(queryKeyOf(record.id), record);
      invalidate(queryClient, list);
    },
  });
}

/** Sends a sign-in link to the portal: the list and the record refetch (when it was last sent). */
export function useSendInvite<T>(invite: () => Promise<T>, ...refetched: Endpoint[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: invite, onSuccess: () => invalidate(queryClient, ...refetched) });
}
