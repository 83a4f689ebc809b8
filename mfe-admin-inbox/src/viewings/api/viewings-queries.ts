import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ViewingAgendaQuery, VIEWINGS_ENDPOINTS } from '@app/contracts';
import { callEndpoint, endpointQuery, invalidate } from '@app/web';

export function useViewingAgenda(query: ViewingAgendaQuery) {
  return useQuery({ ...endpointQuery(VIEWINGS_ENDPOINTS.agenda, { query }), placeholderData: keepPreviousData });
}

export function useNoShowRates() {
  return useQuery(endpointQuery(VIEWINGS_ENDPOINTS.noShowRates));
}

/** Marks (or clears) a viewing's no-show; the agenda and the rates read it again. */
export function useMarkNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, noShow }: { id: string; noShow: boolean }) => callEndpoint(VIEWINGS_ENDPOINTS.noShow, { params: { id }, body: { noShow } }),
    onSuccess: () => invalidate(queryClient, 'viewings'),
  });
}
