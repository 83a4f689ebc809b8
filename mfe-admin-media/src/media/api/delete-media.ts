import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEDIA_ENDPOINTS } from '@app/contracts';
import { callEndpoint } from '@app/web';
import { refreshMediaPages } from './media-query';

export function deleteMedia(id: string) {
  return callEndpoint(MEDIA_ENDPOINTS.delete, { params: { id } });
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: () => refreshMediaPages(queryClient),
  });
}
