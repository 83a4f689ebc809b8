import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { MediaTextFields } from '@app/contracts';
import { Button, Dialog, DialogContent, DialogFooter, TileGrid } from '@app/ui';
import { MediaDetailsFields } from '../../media/components/media-details-fields';
import { UploadProgress } from '../../media/components/upload-progress';
import { useObjectUrls } from '../../media/hooks/use-object-urls';
import { formatFileSize } from '../../media/utils/format';
import { EMPTY_MEDIA_FORM, mediaFormResolver } from '../../media/utils/media-form';

type UploadPreviewDialogProps = {
  files: File[];
  uploading: boolean;
  percent: number;
  onUpload: (fields: MediaTextFields) => void;
  onCancel: () => void;
};

/** SPEC §4: the chosen files before they are sent, with an optional title, caption and tags for all of them; then the progress. */
export function UploadPreviewDialog({ files, uploading, percent, onUpload, onCancel }: UploadPreviewDialogProps) {
  const title = `Upload ${files.length} ${files.length === 1 ? 'file' : 'files'}`;

  return (
    <Dialog open={files.length > 0} onOpenChange={(open) => !open && !uploading && onCancel()}>
      <DialogContent title={title} description="Check the files, then upload them." size="lg" onEscapeKeyDown={(event) => uploading && event.preventDefault()}>
        <UploadPreviewForm title={title} files={files} uploading={uploading} percent={percent} onUpload={onUpload} onCancel={onCancel} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted while the dialog is open, so every new choice of files starts with empty fields. */
function UploadPreviewForm({ title, files, uploading, percent, onUpload, onCancel }: UploadPreviewDialogProps & { title: string }) {
  const previews = useObjectUrls(files);
  const { register, handleSubmit, formState } = useForm({ resolver: mediaFormResolver, defaultValues: EMPTY_MEDIA_FORM });

  return (
    <>
      <TileGrid $min="7rem" aria-label="Chosen files">
        {files.map((file, index) => (
          <StyledFile key={`${file.name}-${index}`}>
            <StyledPreview src={previews[index]} alt="" />
            <StyledFileName>{file.name}</StyledFileName>
            <StyledFileSize>{formatFileSize(file.size)}</StyledFileSize>
          </StyledFile>
        ))}
      </TileGrid>
      <form onSubmit={handleSubmit(onUpload)} aria-label={title}>
        <MediaDetailsFields register={register} errors={formState.errors} />
        {uploading && <UploadProgress percent={percent} />}
        <DialogFooter>
          <Button type="button" variant="outline" disabled={uploading} onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={uploading} aria-busy={uploading || undefined}>
            {uploading ? 'Uploading...' : 'Upload'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}

const StyledFile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;

const StyledPreview = styled.img`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledFileName = styled.span`
  overflow: hidden;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledFileSize = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
