import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteMediaResultSchema } from '@app/contracts';
import { http } from '@app/web';
import { updateCachedMedia } from './media-query';

export function deleteMedia(id: string) {
  return http.delete(`/api/admin/media/${encodeURIComponent(id)}`, { schema: DeleteMediaResultSchema });
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: (_result, id) => updateCachedMedia(queryClient, (items) => items.filter((item) => item.id !== id)),
  });
}
