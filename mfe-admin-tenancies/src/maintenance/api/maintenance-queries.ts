import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AddMaintenanceNoteInput,
  MAINTENANCE_ENDPOINTS,
  type MaintenanceListQueryInput,
  REOPENED_MAINTENANCE_STATUS,
  type StaffMaintenanceRequest,
  type UpdateMaintenanceRequestFormInput,
} from '@app/contracts';
import { callEndpoint, endpointQuery, invalidate, uploadToEndpoint } from '@app/web';
import { requestRefetchInterval } from '@app/domain-ui';

/** New and overdue requests, for the sidebar and the dashboard. */
export function useMaintenanceCounts() {
  return useQuery(endpointQuery(MAINTENANCE_ENDPOINTS.counts));
}

export function useMaintenanceRequests(query: MaintenanceListQueryInput) {
  return useQuery({ ...endpointQuery(MAINTENANCE_ENDPOINTS.list, { query }), placeholderData: keepPreviousData });
}

export function useStaffMembers() {
  return useQuery(endpointQuery(MAINTENANCE_ENDPOINTS.staff));
}

const requestQuery = (id: string) => endpointQuery(MAINTENANCE_ENDPOINTS.get, { params: { id } });

/** One request; refreshed while open, so photos being processed and the tenant's comments show up. */
export function useMaintenanceRequest(id: string) {
  return useQuery({ ...requestQuery(id), refetchInterval: requestRefetchInterval });
}

/** A change to one request: the answer shown at once; the board and the counts refetch. */
function useRequestChange<V>(id: string, change: (variables: V) => Promise<StaffMaintenanceRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (detail) => {
      queryClient.setQueryData(requestQuery(id).queryKey, detail);
      invalidate(queryClient, MAINTENANCE_ENDPOINTS.list, MAINTENANCE_ENDPOINTS.counts);
    },
  });
}

export function useUpdateRequest(id: string) {
  return useRequestChange(id, (body: UpdateMaintenanceRequestFormInput) => callEndpoint(MAINTENANCE_ENDPOINTS.update, { params: { id }, body }));
}

/** A done or closed request back to work, in one step. */
export function useReopenRequest(id: string) {
  return useRequestChange(id, () => callEndpoint(MAINTENANCE_ENDPOINTS.update, { params: { id }, body: { status: REOPENED_MAINTENANCE_STATUS } }));
}

export function useAddStaffNote(id: string) {
  return useRequestChange(id, (body: AddMaintenanceNoteInput) => callEndpoint(MAINTENANCE_ENDPOINTS.addNote, { params: { id }, body }));
}

export function useAddStaffPhotos(id: string) {
  return useRequestChange(id, ({ files, stage }: { files: File[]; stage: 'before' | 'after' }) => {
    const form = new FormData();
    form.append('stage', stage);
    for (const file of files) form.append('files', file);
    return uploadToEndpoint(MAINTENANCE_ENDPOINTS.addPhotos, { params: { id } }, form, () => undefined);
  });
}
