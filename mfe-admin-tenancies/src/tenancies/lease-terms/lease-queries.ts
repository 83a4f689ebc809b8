import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CreateRenewalOfferInput, LEASE_ENDPOINTS, type TenancyDocumentKind } from '@app/contracts';
import { callEndpoint, endpointQuery, invalidate, uploadToEndpoint } from '@app/web';

export function useTenancyDocuments(id: string) {
  return useQuery(endpointQuery(LEASE_ENDPOINTS.documents, { params: { id } }));
}

export function useUploadTenancyDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: TenancyDocumentKind; file: File }) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file);
      return uploadToEndpoint(LEASE_ENDPOINTS.uploadDocument, { params: { id } }, form, () => undefined);
    },
    onSuccess: () => invalidate(queryClient, LEASE_ENDPOINTS.documents),
  });
}

export function useRenewalOffers(id: string) {
  return useQuery(endpointQuery(LEASE_ENDPOINTS.renewalOffers, { params: { id } }));
}

export function useOfferRenewal(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRenewalOfferInput) => callEndpoint(LEASE_ENDPOINTS.offerRenewal, { params: { id }, body }),
    onSuccess: () => invalidate(queryClient, LEASE_ENDPOINTS.renewalOffers),
  });
}

/** Takes back the offer the tenant has not answered yet. */
export function useWithdrawRenewal(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) => callEndpoint(LEASE_ENDPOINTS.withdrawRenewal, { params: { id, offerId } }),
    onSuccess: () => invalidate(queryClient, LEASE_ENDPOINTS.renewalOffers),
  });
}
