import { useState } from 'react';
import { MEDIA_LIMITS, type MediaItem } from '@app/contracts';
import { useUpload } from '../../media/hooks/use-upload';

/** The media page's uploader (up to 10 files), and what it uploaded during this visit, newest first. */
export function useLibraryUpload() {
  const [uploaded, setUploaded] = useState<MediaItem[]>([]);
  const upload = useUpload({ maxFiles: MEDIA_LIMITS.maxFilesPerUpload, onUploaded: (items) => setUploaded((earlier) => [...items, ...earlier]) });
  return { ...upload, uploaded };
}
