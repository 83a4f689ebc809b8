import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AcknowledgeInput, CONDITION_REPORT_PORTAL_ENDPOINTS, endpointUrl } from '@app/contracts';
import { callEndpoint, endpointQuery, invalidate } from '@app/web';

export function useMyConditionReports() {
  return useQuery(endpointQuery(CONDITION_REPORT_PORTAL_ENDPOINTS.list));
}

export function useMyConditionReport(id: string) {
  return useQuery(endpointQuery(CONDITION_REPORT_PORTAL_ENDPOINTS.get, { params: { id } }));
}

function useReportChange<V>(change: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => invalidate(queryClient, 'portal') });
}

export function useCommentOnItem(id: string) {
  return useReportChange(({ itemId, comment }: { itemId: string; comment: string }) =>
    callEndpoint(CONDITION_REPORT_PORTAL_ENDPOINTS.comment, { params: { id, itemId }, body: { comment } }),
  );
}

export function useAcknowledge(id: string) {
  return useReportChange((body: AcknowledgeInput) => callEndpoint(CONDITION_REPORT_PORTAL_ENDPOINTS.acknowledge, { params: { id }, body }));
}

export const printUrl = (id: string) => endpointUrl(CONDITION_REPORT_PORTAL_ENDPOINTS.print, { id });
export const depositLetterUrl = (tenancyId: string) => endpointUrl(CONDITION_REPORT_PORTAL_ENDPOINTS.depositLetter, { tenancyId });
