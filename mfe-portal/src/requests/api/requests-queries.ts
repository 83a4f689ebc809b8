import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CreateMaintenanceRequestFormInput, DEFAULT_TENANT_REQUESTS_PAGE_SIZE, PORTAL_ENDPOINTS, type TenantMaintenanceRequest } from '@app/contracts';
import { callEndpoint, endpointQuery, invalidate, uploadToEndpoint } from '@app/web';
import { requestRefetchInterval } from '@app/domain-ui';

/** One page of the tenant's requests, newest first; the previous page stays on screen while the next loads. */
export function useMyRequests(page: number) {
  return useQuery({
    ...endpointQuery(PORTAL_ENDPOINTS.requests, { query: { page, pageSize: DEFAULT_TENANT_REQUESTS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

const requestQuery = (id: string) => endpointQuery(PORTAL_ENDPOINTS.request, { params: { id } });

/** One request; refreshed while open, so a photo being processed or a new status shows up. */
export function useMyRequest(id: string) {
  return useQuery({ ...requestQuery(id), refetchInterval: requestRefetchInterval });
}

function photosForm(files: File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  return form;
}

export function uploadPhotos(id: string, files: File[]): Promise<TenantMaintenanceRequest> {
  return uploadToEndpoint(PORTAL_ENDPOINTS.addPhotos, { params: { id } }, photosForm(files), () => undefined);
}

/** Files the request, then sends its photos: the request is stored even if a photo is refused (the tenant can add it again). */
export function useFileRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, files }: { request: CreateMaintenanceRequestFormInput; files: File[] }) => {
      const filed = await callEndpoint(PORTAL_ENDPOINTS.createRequest, { body: request });
      if (files.length === 0) return { filed, photoError: null };
      try {
        return { filed: await uploadPhotos(filed.id, files), photoError: null };
      } catch (error) {
        return { filed, photoError: error };
      }
    },
    onSuccess: ({ filed }) => {
      queryClient.setQueryData(requestQuery(filed.id).queryKey, filed);
      invalidate(queryClient, PORTAL_ENDPOINTS.requests);
    },
  });
}

function useRequestChange<V>(id: string, change: (variables: V) => Promise<TenantMaintenanceRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (request) => {
      queryClient.setQueryData(requestQuery(id).queryKey, request);
      invalidate(queryClient, PORTAL_ENDPOINTS.requests);
    },
  });
}

export function useAddComment(id: string) {
  return useRequestChange(id, (text: string) => callEndpoint(PORTAL_ENDPOINTS.addComment, { params: { id }, body: { text } }));
}

export function useAddPhotos(id: string) {
  return useRequestChange(id, (files: File[]) => uploadPhotos(id, files));
}
