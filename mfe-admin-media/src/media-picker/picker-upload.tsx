import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { MEDIA_LIMITS, type MediaItem } from '@app/contracts';
import { Button, Spinner, Stack } from '@app/ui';
import { useMediaItem } from '../media/api/media-query';
import { FileDropZone } from '../media/components/file-drop-zone';
import { MediaStatus } from '../media/components/media-status';
import { UploadProgress } from '../media/components/upload-progress';
import { useObjectUrls } from '../media/hooks/use-object-urls';
import { useUpload } from '../media/hooks/use-upload';
import { formatFileSize } from '../media/utils/format';

/** Uploads one image, waits until the worker has processed it, then chooses it. */
export function PickerUpload({ onChoose }: { onChoose: (item: MediaItem) => void }) {
  const [uploadedId, setUploadedId] = useState<string | null>(null);
  const upload = useUpload({ maxFiles: MEDIA_LIMITS.maxFilesPerPicker, onUploaded: ([item]) => setUploadedId(item?.id ?? null) });
  const uploaded = useMediaItem(uploadedId);
  const [preview] = useObjectUrls(upload.chosen);
  const file = upload.chosen[0];

  useEffect(() => {
    if (uploaded.data?.status === 'ready') onChoose(uploaded.data);
  }, [uploaded.data, onChoose]);

  if (uploaded.data) {
    return uploaded.data.status === 'failed' ? (
      <Stack $gap={3}>
        <MediaStatus item={uploaded.data} />
        <Button variant="outline" onClick={() => setUploadedId(null)}>
          Upload another image
        </Button>
      </Stack>
    ) : (
      <Spinner label={`Processing ${uploaded.data.originalFilename}`} />
    );
  }
  if (!file) {
    return (
      <FileDropZone
        label="Choose an image"
        hint="or drop it here. One JPEG, PNG, GIF or WebP file, smaller than 5MB."
        multiple={false}
        onFiles={upload.choose}
      />
    );
  }
  return (
    <Stack $gap={3}>
      <StyledPreview src={preview} alt="" />
      <span>
        {file.name} ({formatFileSize(file.size)})
      </span>
      {upload.uploading && <UploadProgress percent={upload.percent} />}
      <StyledButtons>
        <Button variant="outline" disabled={upload.uploading} onClick={upload.cancel}>
          Cancel
        </Button>
        <Button disabled={upload.uploading} aria-busy={upload.uploading || undefined} onClick={() => upload.start()}>
          {upload.uploading ? 'Uploading...' : 'Upload'}
        </Button>
      </StyledButtons>
    </Stack>
  );
}

const StyledPreview = styled.img`
  max-width: 100%;
  max-height: 16rem;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing[2]};
`;
