import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MediaItem, type MediaTextFields, UploadMediaResultSchema } from '@app/contracts';
import { MEDIA_QUERY_KEY } from './media-query';
import { postWithProgress } from './post-with-progress';

export type UploadMediaVariables = {
  files: readonly File[];
  /** Given to every file; tags are sent comma separated. */
  fields?: MediaTextFields;
  /** Percent of the request body sent so far, from the browser's upload events. */
  onProgress: (percent: number) => void;
};

export async function uploadMedia({ files, fields, onProgress }: UploadMediaVariables): Promise<MediaItem[]> {
  const form = new FormData();
  if (fields?.title) form.append('title', fields.title);
  if (fields?.caption) form.append('caption', fields.caption);
  if (fields?.tags) form.append('tags', fields.tags.join(','));
  for (const file of files) form.append('files', file);
  return UploadMediaResultSchema.parse(await postWithProgress('/api/admin/media', form, onProgress));
}

/** Uploads, then reads the list again so the new items show (processing until the worker is done). */
export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEDIA_QUERY_KEY }),
  });
}
