import styled from 'styled-components';
import { MEDIA_LIMITS } from '@app/contracts';
import { Stack } from '@app/ui';
import { FileDropZone } from '../../media/components/file-drop-zone';
import type { useLibraryUpload } from '../hooks/use-library-upload';
import { RecentUploads } from './recent-uploads';
import { UploadPreviewDialog } from './upload-preview-dialog';

/** The Upload Media tab: up to 10 files, a preview, the real progress, then each file's processing status. */
export function UploadTab({ upload }: { upload: ReturnType<typeof useLibraryUpload> }) {
  return (
    <Stack $gap={5}>
      <StyledHeading>Upload Media Files</StyledHeading>
      <FileDropZone
        label="Choose images"
        hint={`or drop them here. Up to ${MEDIA_LIMITS.maxFilesPerUpload} JPEG, PNG, GIF or WebP files, each smaller than 5MB.`}
        multiple
        disabled={upload.uploading}
        onFiles={upload.choose}
      />
      <RecentUploads uploaded={upload.uploaded} />
      <UploadPreviewDialog files={upload.chosen} uploading={upload.uploading} percent={upload.percent} onUpload={upload.start} onCancel={upload.cancel} />
    </Stack>
  );
}

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
`;
