import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateTenancyFormInput,
  type UpdateTenancyFormInput,
  PROPERTIES_ENDPOINTS,
  type Tenancy,
  TENANCY_ENDPOINTS,
  type TenancyListQueryInput,
} from '@app/contracts';
import { callEndpoint, endpointQuery, invalidate } from '@app/web';

export function useTenancies(query: TenancyListQueryInput) {
  return useQuery({ ...endpointQuery(TENANCY_ENDPOINTS.list, { query }), placeholderData: keepPreviousData });
}

const tenancyQuery = (id: string) => endpointQuery(TENANCY_ENDPOINTS.get, { params: { id } });

export function useTenancy(id: string) {
  return useQuery(tenancyQuery(id));
}

/** The site's newest listings (the list's largest page), to choose a tenancy's unit from. */
export function useListings() {
  return useQuery({ ...endpointQuery(PROPERTIES_ENDPOINTS.list, { query: { pageSize: 100 } }), select: (page) => page.items });
}

/** A change to tenancies: the answer is the tenancy as it now stands; the list refetches. */
function useTenancyChange<V>(change: (variables: V) => Promise<Tenancy>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (tenancy) => {
      queryClient.setQueryData(tenancyQuery(tenancy.id).queryKey, tenancy);
      invalidate(queryClient, TENANCY_ENDPOINTS.list);
    },
  });
}

export function useCreateTenancy() {
  return useTenancyChange((body: CreateTenancyFormInput) => callEndpoint(TENANCY_ENDPOINTS.create, { body }));
}

export function useUpdateTenancy(id: string) {
  return useTenancyChange((body: UpdateTenancyFormInput) => callEndpoint(TENANCY_ENDPOINTS.update, { params: { id }, body }));
}

export function useEndTenancy(id: string) {
  return useTenancyChange(() => callEndpoint(TENANCY_ENDPOINTS.end, { params: { id } }));
}

export function useInviteTenant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(TENANCY_ENDPOINTS.invite, { params: { id } }),
    onSuccess: () => invalidate(queryClient, TENANCY_ENDPOINTS.list, TENANCY_ENDPOINTS.get),
  });
}
