import { useState } from 'react';
import styled from 'styled-components';
import type { MediaItem } from '@app/contracts';
import { media, Stack, usePageParam } from '@app/ui';
import { pagedState } from '@app/web';
import { useMediaPage } from '../../media/api/media-query';
import { useCopyUrl } from '../../media/hooks/use-copy-url';
import { useDelayedSearch, useSearchParam } from '../../media/hooks/use-media-search';
import { useMediaSelection } from '../hooks/use-media-selection';
import type { MediaActions } from './media-actions';
import { DeleteMediaDialog } from './delete-media-dialog';
import { MediaDetailsPanel } from './media-details-panel';
import { MediaResults } from './media-results';
import { MediaToolbar, type MediaView } from './media-toolbar';

/** The Media Library tab: search and filter (answered by the server), grid or list a page at a time, and the details panel of the selected item. */
export function LibraryTab() {
  const [q, applySearch, applyTypedSearch] = useSearchParam();
  const [search, setSearch] = useDelayedSearch(q, applyTypedSearch);
  const [page, showPage] = usePageParam();
  const list = useMediaPage({ q: q || undefined, page });
  const [view, setView] = useState<MediaView>('grid');
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const selection = useMediaSelection(list.data?.items);
  const copyUrl = useCopyUrl();
  const actions: MediaActions = { select: selection.select, edit: selection.edit, copyUrl, remove: setDeleting };

  return (
    <Stack>
      <MediaToolbar search={search} onSearch={setSearch} onFilter={applySearch} view={view} onView={setView} />
      <StyledBody $withPanel={selection.selected !== null}>
        <div>
          <MediaResults
            state={pagedState(list)}
            searching={q !== ''}
            view={view}
            selectedId={selection.selected?.id ?? null}
            actions={actions}
            onPage={showPage}
            onClearSearch={() => applySearch('')}
          />
        </div>
        {selection.selected && <MediaDetailsPanel item={selection.selected} editing={selection.editing} actions={actions} onClose={selection.clear} />}
      </StyledBody>
      <DeleteMediaDialog item={deleting} onClose={() => setDeleting(null)} onDeleted={(item) => item.id === selection.selected?.id && selection.clear()} />
    </Stack>
  );
}

const StyledBody = styled.div<{ $withPanel: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
  align-items: start;

  ${media.lg} {
    grid-template-columns: ${({ $withPanel }) => ($withPanel ? 'minmax(0, 1fr) 22rem' : 'minmax(0, 1fr)')};
  }
`;
