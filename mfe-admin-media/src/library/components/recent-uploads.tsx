import styled from 'styled-components';
import type { MediaItem } from '@app/contracts';
import { Badge, PlainList } from '@app/ui';
import { useMediaItem } from '../../media/api/media-query';
import { MediaStatus } from '../../media/components/media-status';
import { MediaThumbnail } from '../../media/components/media-thumbnail';
import { formatFileSize } from '../../media/utils/format';

/** The files of this visit's uploads, each followed from processing to ready (or failed). */
export function RecentUploads({ uploaded }: { uploaded: MediaItem[] }) {
  return uploaded.length > 0 ? <RecentUploadsList uploaded={uploaded} /> : null;
}

function RecentUploadsList({ uploaded }: { uploaded: MediaItem[] }) {
  return (
    <section aria-labelledby="recent-uploads">
      <StyledHeading id="recent-uploads">Uploaded files</StyledHeading>
      <PlainList>
        {uploaded.map((item) => (
          <RecentUpload key={item.id} uploaded={item} />
        ))}
      </PlainList>
    </section>
  );
}

/** One uploaded file, read again until the worker has finished with it. */
function RecentUpload({ uploaded }: { uploaded: MediaItem }) {
  const item = useMediaItem(uploaded.id).data ?? uploaded;
  return (
    <StyledItem>
      <MediaThumbnail item={item} size="3rem" />
      <StyledName>{item.originalFilename}</StyledName>
      <span>{formatFileSize(item.size)}</span>
      {item.status === 'ready' ? <Badge variant="success">Ready</Badge> : <MediaStatus item={item} />}
    </StyledItem>
  );
}

const StyledHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing[3]};
  font-size: ${({ theme }) => theme.typography.fontSize.md};
`;

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: 3rem minmax(0, 1fr) auto auto;
  gap: ${({ theme }) => theme.spacing[3]};
  align-items: center;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const StyledName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
