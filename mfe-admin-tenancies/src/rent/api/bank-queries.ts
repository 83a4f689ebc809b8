import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BankLinesQueryInput, DEFAULT_ARREARS_PAGE_SIZE, type MatchBankLineInput, RENT_ENDPOINTS, type StartBankImport } from '@app/contracts';
import { callEndpoint, endpointQuery, invalidate, uploadToEndpoint } from '@app/web';

/** How often an import's progress is read while its file is being read. */
const PROGRESS_POLL_MS = 1_000;

export function useBankMappings() {
  return useQuery(endpointQuery(RENT_ENDPOINTS.bankMappings));
}

/** An import's row, read every second while `polling` (its upload's request is still running). */
export function useBankImportProgress(importId: string | null, polling: boolean) {
  return useQuery({
    ...endpointQuery(RENT_ENDPOINTS.bankImport, { params: { id: importId ?? '' } }),
    enabled: importId !== null,
    refetchInterval: polling ? PROGRESS_POLL_MS : false,
  });
}

/** Starts an import (saving a CSV's mapping), then uploads its file; the answer is the finished import. */
export function useImportStatement(onStarted: (importId: string) => void, onUploadProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ start, file }: { start: StartBankImport; file: File }) => {
      const started = await callEndpoint(RENT_ENDPOINTS.startBankImport, { body: start });
      onStarted(started.id);
      const form = new FormData();
      form.append('file', file);
      return uploadToEndpoint(RENT_ENDPOINTS.uploadBankFile, { params: { id: started.id } }, form, onUploadProgress);
    },
    onSettled: () => invalidate(queryClient, 'rent'),
  });
}

export function useBankLines(query: BankLinesQueryInput) {
  return useQuery({ ...endpointQuery(RENT_ENDPOINTS.bankLines, { query }), placeholderData: keepPreviousData });
}

function useBankLineChange<V>(change: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => invalidate(queryClient, 'rent') });
}

export function useMatchBankLine(lineId: string) {
  return useBankLineChange((body: MatchBankLineInput) => callEndpoint(RENT_ENDPOINTS.matchBankLine, { params: { id: lineId }, body }));
}

export function useIgnoreBankLine(lineId: string) {
  return useBankLineChange((reason: string) => callEndpoint(RENT_ENDPOINTS.ignoreBankLine, { params: { id: lineId }, body: { reason } }));
}

export function useUnmatchBankLine(lineId: string) {
  return useBankLineChange(() => callEndpoint(RENT_ENDPOINTS.unmatchBankLine, { params: { id: lineId } }));
}

export function useArrears(page: number) {
  return useQuery({ ...endpointQuery(RENT_ENDPOINTS.arrears, { query: { page, pageSize: DEFAULT_ARREARS_PAGE_SIZE } }), placeholderData: keepPreviousData });
}
