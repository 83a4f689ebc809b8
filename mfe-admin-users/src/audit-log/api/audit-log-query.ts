import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_ENDPOINTS, type AuditLogQueryInput } from '@app/contracts';
import { endpointQuery } from '@app/web';

export function useAuditLog(query: AuditLogQueryInput) {
  return useQuery({ ...endpointQuery(AUDIT_ENDPOINTS.list, { query }), placeholderData: keepPreviousData });
}
