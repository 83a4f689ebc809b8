import styled from 'styled-components';
import type { MediaItem } from '@app/contracts';
import { Spinner } from '@app/ui';
import { FileIcon } from './media-icons';

type MediaThumbnailProps = {
  item: MediaItem;
  /** Side of the square, in CSS units. */
  size?: string;
};

/** The grid thumbnail of an image; a spinner while it is processed; a file icon when there is no picture. */
export function MediaThumbnail({ item, size = '100%' }: MediaThumbnailProps) {
  return (
    <StyledFrame $size={size}>
      {item.thumbnailUrl ? (
        <StyledImage src={item.thumbnailUrl} alt="" loading="lazy" decoding="async" />
      ) : item.status === 'processing' ? (
        <Spinner label={`Processing ${item.originalFilename}`} />
      ) : (
        <FileIcon />
      )}
    </StyledFrame>
  );
}

const StyledFrame = styled.div<{ $size: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size};
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
`;

const StyledImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
