import { useCallback, useState } from 'react';
import styled from 'styled-components';
import type { MediaItem } from '@app/contracts';
import { EmptyState, PagedResults, Stack, TileGrid } from '@app/ui';
import { pagedState } from '@app/web';
import { useMediaPage } from '../media/api/media-query';
import { MediaSearchInput } from '../media/components/media-search-input';
import { MediaThumbnail } from '../media/components/media-thumbnail';
import { useDelayedSearch } from '../media/hooks/use-media-search';
import { mediaName } from '../media/utils/format';

/** The ready images of the library a page at a time, searched on the server; choosing one ends the picker. */
export function PickerLibrary({ onChoose }: { onChoose: (item: MediaItem) => void }) {
  const [query, setQuery] = useState({ q: '', page: 1 });
  const applySearch = useCallback((q: string) => setQuery({ q, page: 1 }), []);
  const [search, setSearch] = useDelayedSearch(query.q, applySearch);
  const list = useMediaPage({ status: 'ready', q: query.q || undefined, page: query.page });

  return (
    <Stack>
      <MediaSearchInput value={search} onSearch={setSearch} />
      <PagedResults
        state={pagedState(list)}
        subject="media"
        onPage={(page) => setQuery({ ...query, page })}
        empty={
          <EmptyState
            title={query.q ? 'No media files match your search' : 'No images to choose from yet'}
            description={query.q ? 'Try different search terms or clear the search' : 'Upload one in the Upload tab.'}
            headingLevel={3}
          />
        }
      >
        {(items) => (
          <StyledGrid $min="8rem">
            {items.map((item) => (
              <li key={item.id}>
                <StyledChoice type="button" aria-label={`Choose ${mediaName(item)}`} onClick={() => onChoose(item)}>
                  <MediaThumbnail item={item} />
                  <StyledName aria-hidden="true">{mediaName(item)}</StyledName>
                </StyledChoice>
              </li>
            ))}
          </StyledGrid>
        )}
      </PagedResults>
    </Stack>
  );
}

const StyledGrid = styled(TileGrid)`
  max-height: 50vh;
  overflow-y: auto;
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
