import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEDIA_ENDPOINTS, type MediaItem, type UpdateMediaInput } from '@app/contracts';
import { callEndpoint } from '@app/web';
import { updateCachedMedia } from './media-query';

export type UpdateMediaVariables = { id: string; changes: UpdateMediaInput };

export function updateMedia({ id, changes }: UpdateMediaVariables): Promise<MediaItem> {
  return callEndpoint(MEDIA_ENDPOINTS.update, { params: { id }, body: changes });
}

export function useUpdateMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMedia,
    onSuccess: (updated) => updateCachedMedia(queryClient, updated),
  });
}
