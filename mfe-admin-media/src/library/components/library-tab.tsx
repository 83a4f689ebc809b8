import { useState } from 'react';
import styled from 'styled-components';
import type { MediaItem } from '@app/contracts';
import { media } from '@app/ui';
import { useMediaList } from '../../media/api/media-query';
import { useCopyUrl } from '../../media/hooks/use-copy-url';
import { searchMedia } from '../../media/utils/search-media';
import { useMediaSelection } from '../hooks/use-media-selection';
import type { MediaActions } from './media-actions';
import { DeleteMediaDialog } from './delete-media-dialog';
import { MediaDetailsPanel } from './media-details-panel';
import { MediaResults } from './media-results';
import { MediaToolbar, type MediaView } from './media-toolbar';

/** The Media Library tab: search, filter, grid or list, and the details panel of the selected item. */
export function LibraryTab() {
  const list = useMediaList();
  const [search, setSearch] = useState('');
  const [view, setView] = useState<MediaView>('grid');
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const selection = useMediaSelection(list.data);
  const copyUrl = useCopyUrl();
  const actions: MediaActions = { select: selection.select, edit: selection.edit, copyUrl, remove: setDeleting };

  return (
    <StyledTab>
      <MediaToolbar search={search} onSearch={setSearch} view={view} onView={setView} />
      <StyledBody $withPanel={selection.selected !== null}>
        <MediaResults
          query={list}
          items={searchMedia(list.data ?? [], search)}
          view={view}
          selectedId={selection.selected?.id ?? null}
          actions={actions}
          onClearSearch={() => setSearch('')}
        />
        {selection.selected && <MediaDetailsPanel item={selection.selected} editing={selection.editing} actions={actions} onClose={selection.clear} />}
      </StyledBody>
      <DeleteMediaDialog item={deleting} onClose={() => setDeleting(null)} onDeleted={(item) => item.id === selection.selected?.id && selection.clear()} />
    </StyledTab>
  );
}

const StyledTab = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
`;

const StyledBody = styled.div<{ $withPanel: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
  align-items: start;

  ${media.lg} {
    grid-template-columns: ${({ $withPanel }) => ($withPanel ? 'minmax(0, 1fr) 22rem' : 'minmax(0, 1fr)')};
  }
`;
