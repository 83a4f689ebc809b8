import { type QueryKey, useMutation, type UseMutationResult, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Endpoint } from '@app/contracts';
import { invalidate, toast } from '@app/web';

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

/**
 * Saves an edit form with the version its values were read at: the record's version when the form mounts (again after
 * Reload), then that of each of its own saves. Never the version of a background refetch: that one may hold someone
 * else's save while the form still shows the values it opened with, and sending it would overwrite their change unseen.
 * Mount it inside EntityFormPage's form.
 */
export function useVersionedSave<Body, Saved extends { version: number }>(
  update: UseMutationResult<Saved, unknown, Body & { version?: number }>,
  opened: number,
  savedTitle: string,
) {
  const version = useRef(opened);
  return (body: Body) =>
    update.mutate(
      { ...body, version: version.current },
      {
        onSuccess: (saved) => {
          version.current = saved.version;
          toast({ title: savedTitle });
        },
      },
    );
}
