import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEDIA_ENDPOINTS, type MediaItem, type MediaTextFields } from '@app/contracts';
import { uploadToEndpoint } from '@app/web';
import { refreshMediaPages } from './media-query';

export type UploadMediaVariables = {
  files: readonly File[];
  /** Given to every file; tags are sent comma separated. */
  fields?: MediaTextFields;
  /** Percent of the request body sent so far, from the browser's upload events. */
  onProgress: (percent: number) => void;
};

export function uploadMedia({ files, fields, onProgress }: UploadMediaVariables): Promise<MediaItem[]> {
  const form = new FormData();
  if (fields?.title) form.append('title', fields.title);
  if (fields?.caption) form.append('caption', fields.caption);
  if (fields?.tags) form.append('tags', fields.tags.join(','));
  for (const file of files) form.append('files', file);
  return uploadToEndpoint(MEDIA_ENDPOINTS.upload, {}, form, onProgress);
}

/** Uploads, then reads the pages again so the new items show (processing until the worker is done). */
export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSuccess: () => refreshMediaPages(queryClient),
  });
}
