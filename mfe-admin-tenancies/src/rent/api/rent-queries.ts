import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AddChargeInput,
  type AddCreditInput,
  type OwnerRentSettingsInput,
  type UnitPayeeInput,
  DEFAULT_LEDGER_PAGE_SIZE,
  DEFAULT_PENDING_PAYMENTS_PAGE_SIZE,
  type RecordPaymentInput,
  RENT_ENDPOINTS,
  type RentAccountsQueryInput,
  type TenancyRentSettingsInput,
} from '@app/contracts';
import { callEndpoint, endpointQuery, invalidate } from '@app/web';

export function useRentAccounts(query: RentAccountsQueryInput) {
  return useQuery({ ...endpointQuery(RENT_ENDPOINTS.accounts, { query }), placeholderData: keepPreviousData });
}

/** What is overdue over all tenancies, for the dashboard card. */
export function useOverdueTotal() {
  return useQuery(endpointQuery(RENT_ENDPOINTS.overdue));
}

export function useRentBalance(tenancyId: string) {
  return useQuery(endpointQuery(RENT_ENDPOINTS.balance, { params: { id: tenancyId } }));
}

export function useRentLedger(tenancyId: string, page: number) {
  return useQuery({
    ...endpointQuery(RENT_ENDPOINTS.ledger, { params: { id: tenancyId }, query: { page, pageSize: DEFAULT_LEDGER_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function usePendingPayments(page: number) {
  return useQuery({
    ...endpointQuery(RENT_ENDPOINTS.pendingPayments, { query: { page, pageSize: DEFAULT_PENDING_PAYMENTS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useTenancyRentSettings(tenancyId: string) {
  return useQuery(endpointQuery(RENT_ENDPOINTS.tenancySettings, { params: { id: tenancyId } }));
}

/** A change to money: every rent read (balances, ledgers, the queue, the overdue total) refetches after it. */
function useRentChange<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => invalidate(queryClient, 'rent') });
}

export function useRecordPayment(tenancyId: string) {
  return useRentChange((body: RecordPaymentInput) => callEndpoint(RENT_ENDPOINTS.recordPayment, { params: { id: tenancyId }, body }));
}

export function useAddCharge(tenancyId: string) {
  return useRentChange((body: AddChargeInput) => callEndpoint(RENT_ENDPOINTS.addCharge, { params: { id: tenancyId }, body }));
}

export function useAddCredit(tenancyId: string) {
  return useRentChange((body: AddCreditInput) => callEndpoint(RENT_ENDPOINTS.addCredit, { params: { id: tenancyId }, body }));
}

export function useConfirmPayment() {
  return useRentChange((paymentId: string) => callEndpoint(RENT_ENDPOINTS.confirmPayment, { params: { id: paymentId } }));
}

export function useRejectPayment() {
  return useRentChange(({ paymentId, reason }: { paymentId: string; reason: string }) =>
    callEndpoint(RENT_ENDPOINTS.rejectPayment, { params: { id: paymentId }, body: { reason } }),
  );
}

export function useUpdateTenancyRentSettings(tenancyId: string) {
  return useRentChange((body: TenancyRentSettingsInput) => callEndpoint(RENT_ENDPOINTS.updateTenancySettings, { params: { id: tenancyId }, body }));
}

/** An owner's fee basis and each unit's PayNow payee. */
export function useOwnerRentSettings(ownerId: string) {
  return useQuery(endpointQuery(RENT_ENDPOINTS.ownerSettings, { params: { id: ownerId } }));
}

export function useUpdateOwnerRentSettings(ownerId: string) {
  return useRentChange((body: OwnerRentSettingsInput) => callEndpoint(RENT_ENDPOINTS.updateOwnerSettings, { params: { id: ownerId }, body }));
}

export function useUpdateUnitPayee() {
  return useRentChange(({ unitId, payee }: { unitId: string; payee: UnitPayeeInput }) =>
    callEndpoint(RENT_ENDPOINTS.updateUnitPayee, { params: { unitId }, body: payee }),
  );
}
