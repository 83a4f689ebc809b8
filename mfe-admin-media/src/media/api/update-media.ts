import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MediaItem, MediaItemSchema, type UpdateMediaInput } from '@app/contracts';
import { http } from '@app/web';
import { updateCachedMedia } from './media-query';

export type UpdateMediaVariables = { id: string; changes: UpdateMediaInput };

export function updateMedia({ id, changes }: UpdateMediaVariables): Promise<MediaItem> {
  return http.put(`/api/admin/media/${encodeURIComponent(id)}`, changes, { schema: MediaItemSchema });
}

export function useUpdateMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMedia,
    onSuccess: (updated) => updateCachedMedia(queryClient, (items) => items.map((item) => (item.id === updated.id ? updated : item))),
  });
}
