import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AddDeductionInput,
  CONDITION_REPORT_ENDPOINTS,
  type ConditionReportKind,
  DEPOSIT_ENDPOINTS,
  endpointUrl,
  type RefundDepositInput,
  type SaveConditionReportInput,
  type SaveDepositInput,
} from '@app/contracts';
import { callEndpoint, endpointQuery, invalidate, uploadToEndpoint } from '@app/web';

export function useConditionReports(tenancyId: string) {
  return useQuery(endpointQuery(CONDITION_REPORT_ENDPOINTS.list, { params: { id: tenancyId } }));
}

const PROCESSING_REFRESH_MS = 3_000;

/** A report; refreshed every 3 s while a photo is being processed (its thumbnail shows once it is ready). */
export function useConditionReport(id: string) {
  return useQuery({
    ...endpointQuery(CONDITION_REPORT_ENDPOINTS.get, { params: { id } }),
    enabled: id !== '',
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.photos.some((photo) => photo.status === 'processing')) ? PROCESSING_REFRESH_MS : false,
  });
}

function useChange<V, R>(area: 'tenancies' | 'rent', change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => invalidate(queryClient, area) });
}

export function useCreateConditionReport(tenancyId: string) {
  return useChange('tenancies', (kind: ConditionReportKind) => callEndpoint(CONDITION_REPORT_ENDPOINTS.create, { params: { id: tenancyId }, body: { kind } }));
}

export function useSaveConditionReport(id: string) {
  return useChange('tenancies', (body: SaveConditionReportInput) => callEndpoint(CONDITION_REPORT_ENDPOINTS.save, { params: { id }, body }));
}

export function useShareConditionReport(id: string) {
  return useChange('tenancies', () => callEndpoint(CONDITION_REPORT_ENDPOINTS.share, { params: { id }, body: {} }));
}

/** Sends one photo of an item, reporting its progress (0–100). */
export function uploadItemPhoto(id: string, itemId: string, file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('files', file);
  return uploadToEndpoint(CONDITION_REPORT_ENDPOINTS.addPhotos, { params: { id, itemId } }, form, onProgress);
}

export const reportPrintUrl = (id: string) => endpointUrl(CONDITION_REPORT_ENDPOINTS.print, { id });

export function useDeposit(tenancyId: string) {
  return useQuery(endpointQuery(DEPOSIT_ENDPOINTS.get, { params: { id: tenancyId } }));
}

export function useSaveDeposit(tenancyId: string) {
  return useChange('rent', (body: SaveDepositInput) => callEndpoint(DEPOSIT_ENDPOINTS.save, { params: { id: tenancyId }, body }));
}

export function useAddDeduction(tenancyId: string) {
  return useChange('rent', (body: AddDeductionInput) => callEndpoint(DEPOSIT_ENDPOINTS.addDeduction, { params: { id: tenancyId }, body }));
}

export function useRefundDeposit(tenancyId: string) {
  return useChange('rent', (body: RefundDepositInput) => callEndpoint(DEPOSIT_ENDPOINTS.refund, { params: { id: tenancyId }, body }));
}

export const depositLetterUrl = (tenancyId: string) => endpointUrl(DEPOSIT_ENDPOINTS.letter, { id: tenancyId });
