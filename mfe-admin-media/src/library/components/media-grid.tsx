import styled from 'styled-components';
import type { MediaItem } from '@app/contracts';
import { TileGrid } from '@app/ui';
import { MediaStatus } from '../../media/components/media-status';
import { MediaThumbnail } from '../../media/components/media-thumbnail';
import { formatFileSize, mediaName } from '../../media/utils/format';
import type { MediaActions } from './media-actions';
import { MediaActionsMenu } from './media-actions-menu';

type MediaGridProps = { items: MediaItem[]; selectedId: string | null; actions: MediaActions };

/** Thumbnails (or a file icon) with the title or file name and the size. */
export function MediaGrid({ items, selectedId, actions }: MediaGridProps) {
  return (
    <TileGrid $min="10rem" $gap={4} aria-label="Media files">
      {items.map((item) => (
        <StyledCard key={item.id} $selected={item.id === selectedId}>
          <StyledSelect type="button" aria-pressed={item.id === selectedId} onClick={() => actions.select(item)}>
            <MediaThumbnail item={item} />
            <StyledName>{mediaName(item)}</StyledName>
          </StyledSelect>
          <StyledFooter>
            <StyledSize>{formatFileSize(item.size)}</StyledSize>
            <MediaActionsMenu item={item} actions={actions} />
          </StyledFooter>
          <MediaStatus item={item} />
        </StyledCard>
      ))}
    </TileGrid>
  );
}

const StyledCard = styled.li<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[2]};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
`;

const StyledSelect = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  text-align: left;
  cursor: pointer;
`;

const StyledName = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const StyledSize = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;
