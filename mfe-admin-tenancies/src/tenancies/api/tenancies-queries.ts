import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CreateTenancyFormInput, type UpdateTenancyFormInput, type Tenancy, TENANCY_ENDPOINTS, type TenancyListQueryInput } from '@app/contracts';
import { callEndpoint, endpointQuery } from '@app/web';
import { useRecordChange, useSendInvite } from '../../shared/record-change';

export function useTenancies(query: TenancyListQueryInput) {
  return useQuery({ ...endpointQuery(TENANCY_ENDPOINTS.list, { query }), placeholderData: keepPreviousData });
}

const tenancyQuery = (id: string) => endpointQuery(TENANCY_ENDPOINTS.get, { params: { id } });

export function useTenancy(id: string) {
  return useQuery(tenancyQuery(id));
}

const useTenancyChange = <V>(change: (variables: V) => Promise<Tenancy>) => useRecordChange((id) => tenancyQuery(id).queryKey, TENANCY_ENDPOINTS.list, change);

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
  return useSendInvite(() => callEndpoint(TENANCY_ENDPOINTS.invite, { params: { id } }), TENANCY_ENDPOINTS.list, TENANCY_ENDPOINTS.get);
}
