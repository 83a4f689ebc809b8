import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BankLinesQueryInput,
  DEFAULT_ARREARS_PAGE_SIZE,
  isBankImportRunning,
  type MatchBankLineInput,
  RENT_ENDPOINTS,
  type StartBankImport,
} from '@app/contracts';
import { callEndpoint, endpointQuery, invalidate, uploadToEndpoint } from '@app/web';

/** How often an import's progress is read while its worker's job runs. */
const PROGRESS_POLL_MS = 1_000;

export function useBankMappings() {
  return useQuery(endpointQuery(RENT_ENDPOINTS.bankMappings));
}

/** An import's row, read every second while its worker's job has it (queued, checking, saving, matching); a failed read stops the polling until retried. */
export function useBankImportProgress(importId: string | null) {
  return useQuery({
    ...endpointQuery(RENT_ENDPOINTS.bankImport, { params: { id: importId ?? '' } }),
    enabled: importId !== null,
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && !isBankImportRunning(query.state.data.status)) ? false : PROGRESS_POLL_MS,
  });
}

/** Starts an import (saving a CSV's mapping), then uploads its file; the answer is the import, queued for the worker. */
export function useImportStatement(onUploadProgress: (percent: number) => void) {
  return useMutation({
    mutationFn: async ({ start, file }: { start: StartBankImport; file: File }) => {
      const started = await callEndpoint(RENT_ENDPOINTS.startBankImport, { body: start });
      const form = new FormData();
      form.append('file', file);
      return uploadToEndpoint(RENT_ENDPOINTS.uploadBankFile, { params: { id: started.id } }, form, onUploadProgress);
    },
  });
}

/** Once an import has ended, what it changed (the queue, ledgers, arrears) is read again. */
export function useRefreshAfterImport(ended: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (ended) invalidate(queryClient, 'rent');
  }, [ended, queryClient]);
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
