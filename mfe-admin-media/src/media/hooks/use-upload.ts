import { useState } from 'react';
import { MEDIA_NOTICES, type MediaItem, type MediaTextFields } from '@app/contracts';
import { errorMessage, toast } from '@app/web';
import { useUploadMedia } from '../api/upload-media';
import { checkFiles } from '../utils/check-files';

const uploadedDescription = (count: number) =>
  `${count} ${count === 1 ? 'file was' : 'files were'} uploaded and ${count === 1 ? 'is' : 'are'} being processed.`;

/**
 * SPEC §4 upload states: files chosen and checked, a preview, the upload with real progress, then success
 * (the new items, processing) or failure. `maxFiles` is 10 on the media page and 1 in the pickers.
 */
export function useUpload({ maxFiles, onUploaded }: { maxFiles: number; onUploaded?: (items: MediaItem[]) => void }) {
  const upload = useUploadMedia();
  const [chosen, setChosen] = useState<File[]>([]);
  const [percent, setPercent] = useState(0);

  const choose = (files: File[]) => {
    if (files.length === 0) return;
    const problem = checkFiles(files, maxFiles);
    if (problem) toast({ ...problem, variant: 'destructive' });
    else setChosen(files);
  };

  const start = (fields?: MediaTextFields) => {
    setPercent(0);
    upload.mutate(
      { files: chosen, fields, onProgress: setPercent },
      {
        onSuccess: (items) => {
          toast({ ...MEDIA_NOTICES.uploaded, description: uploadedDescription(items.length) });
          setChosen([]);
          onUploaded?.(items);
        },
        onError: (error) => toast({ ...MEDIA_NOTICES.uploadFailed, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return {
    chosen,
    uploading: upload.isPending,
    percent,
    choose,
    start,
    cancel: () => setChosen([]),
  };
}
