import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CreateOwnerFormInput, type UpdateOwnerFormInput, type Owner, OWNER_ENDPOINTS, type OwnerListQueryInput } from '@app/contracts';
import { callEndpoint, endpointQuery } from '@app/web';
import { useRecordChange, useSendInvite } from '../../shared/record-change';

export function useOwners(query: OwnerListQueryInput) {
  return useQuery({ ...endpointQuery(OWNER_ENDPOINTS.list, { query }), placeholderData: keepPreviousData });
}

const ownerQuery = (id: string) => endpointQuery(OWNER_ENDPOINTS.get, { params: { id } });

export function useOwner(id: string) {
  return useQuery(ownerQuery(id));
}

export function useOwnerStatements(id: string, page: number) {
  return useQuery({ ...endpointQuery(OWNER_ENDPOINTS.statements, { params: { id }, query: { page } }), placeholderData: keepPreviousData });
}

export function useOwnerStatement(id: string, statementId: string) {
  return useQuery(endpointQuery(OWNER_ENDPOINTS.statement, { params: { id, statementId } }));
}

const useOwnerChange = <V>(change: (variables: V) => Promise<Owner>) => useRecordChange((id) => ownerQuery(id).queryKey, OWNER_ENDPOINTS.list, change);

export function useCreateOwner() {
  return useOwnerChange((body: CreateOwnerFormInput) => callEndpoint(OWNER_ENDPOINTS.create, { body }));
}

export function useUpdateOwner(id: string) {
  return useOwnerChange((body: UpdateOwnerFormInput) => callEndpoint(OWNER_ENDPOINTS.update, { params: { id }, body }));
}

export function useInviteOwner(id: string) {
  return useSendInvite(() => callEndpoint(OWNER_ENDPOINTS.invite, { params: { id } }), OWNER_ENDPOINTS.list, OWNER_ENDPOINTS.get);
}
