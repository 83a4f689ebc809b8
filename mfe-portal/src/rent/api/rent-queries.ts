import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ClaimPaymentFormInput, type Payment, RENT_PORTAL_ENDPOINTS } from '@app/contracts';
import { callEndpoint, endpointPagesQuery, endpointQuery, invalidate, uploadToEndpoint } from '@app/web';

const WHILE_SCREENSHOT_PROCESSING_MS = 3_000;

/** The tenancy's balance, open charges with their PayNow QR, and recent "I've paid" claims; refreshed while a screenshot is processed. */
export function useTenantRent(tenancyId: string) {
  return useQuery({
    ...endpointQuery(RENT_PORTAL_ENDPOINTS.account, { params: { id: tenancyId } }),
    refetchInterval: (query) => (query.state.data?.claims.some((claim) => claim.screenshot?.status === 'processing') ? WHILE_SCREENSHOT_PROCESSING_MS : false),
  });
}

/** The tenancy's ledger, newest first, a page at a time. */
export function useTenantLedger(tenancyId: string) {
  return useInfiniteQuery(endpointPagesQuery(RENT_PORTAL_ENDPOINTS.ledger, { params: { id: tenancyId }, query: {} }));
}

function screenshotForm(file: File): FormData {
  const form = new FormData();
  form.append('files', file);
  return form;
}

/**
 * "I've paid": records the claim, then sends its screenshot if one was chosen. The claim is stored even if the
 * screenshot is refused (too large, not an image), and that is said.
 */
export function useClaimPayment(tenancyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ claim, screenshot }: { claim: ClaimPaymentFormInput; screenshot: File | null }) => {
      const payment: Payment = await callEndpoint(RENT_PORTAL_ENDPOINTS.claimPayment, { params: { id: tenancyId }, body: claim });
      if (!screenshot) return { payment, screenshotError: null };
      try {
        const withScreenshot = await uploadToEndpoint(
          RENT_PORTAL_ENDPOINTS.addScreenshot,
          { params: { id: payment.id } },
          screenshotForm(screenshot),
          () => undefined,
        );
        return { payment: withScreenshot, screenshotError: null };
      } catch (error) {
        return { payment, screenshotError: error };
      }
    },
    onSettled: () => invalidate(queryClient, 'rent'),
  });
}
