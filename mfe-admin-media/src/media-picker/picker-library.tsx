import { useState } from 'react';
import styled from 'styled-components';
import type { MediaItem } from '@app/contracts';
import { EmptyState, Input, Spinner } from '@app/ui';
import { errorMessage } from '@app/web';
import { useMediaList } from '../media/api/media-query';
import { MediaThumbnail } from '../media/components/media-thumbnail';
import { mediaName } from '../media/utils/format';
import { searchMedia } from '../media/utils/search-media';

/** The ready images of the library, searchable; choosing one ends the picker. */
export function PickerLibrary({ onChoose }: { onChoose: (item: MediaItem) => void }) {
  const list = useMediaList();
  const [search, setSearch] = useState('');
  const ready = (list.data ?? []).filter((item) => item.status === 'ready');
  const found = searchMedia(ready, search);

  return (
    <StyledLibrary>
      <Input
        type="search"
        aria-label="Search media files"
        placeholder="Search media files..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {list.isPending ? (
        <Spinner label="Loading media" />
      ) : list.isError ? (
        <EmptyState title={`Error loading media: ${errorMessage(list.error)}`} headingLevel={3} />
      ) : found.length === 0 ? (
        <EmptyState
          title={ready.length === 0 ? 'No images to choose from yet' : 'No media files match your search'}
          description={ready.length === 0 ? 'Upload one in the Upload tab.' : 'Try different search terms or clear the search'}
          headingLevel={3}
        />
      ) : (
        <StyledGrid>
          {found.map((item) => (
            <li key={item.id}>
              <StyledChoice type="button" aria-label={`Choose ${mediaName(item)}`} onClick={() => onChoose(item)}>
                <MediaThumbnail item={item} />
                <StyledName aria-hidden="true">{mediaName(item)}</StyledName>
              </StyledChoice>
            </li>
          ))}
        </StyledGrid>
      )}
    </StyledLibrary>
  );
}

const StyledLibrary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
`;

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.spacing[3]};
  max-height: 50vh;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledChoice = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
  width: 100%;
  padding: ${({ theme }) => theme.spacing[1]};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: inherit;
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledName = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
