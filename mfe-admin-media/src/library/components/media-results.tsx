import type { MediaItem } from '@app/contracts';
import { Button, EmptyState } from '@app/ui';
import { QueryStatus } from '@app/web';
import type { useMediaList } from '../../media/api/media-query';
import type { MediaActions } from './media-actions';
import { MediaGrid } from './media-grid';
import { MediaTable } from './media-table';
import type { MediaView } from './media-toolbar';

type MediaResultsProps = {
  query: ReturnType<typeof useMediaList>;
  /** The items the search lets through. */
  items: MediaItem[];
  view: MediaView;
  selectedId: string | null;
  actions: MediaActions;
  onClearSearch: () => void;
};

/** The library in each of its states: loading, failed, nothing uploaded, nothing found, or the grid or list. */
export function MediaResults({ query, ...props }: MediaResultsProps) {
  return (
    <QueryStatus query={query} subject="media">
      {(library) => <LoadedResults library={library} {...props} />}
    </QueryStatus>
  );
}

function LoadedResults({ library, items, view, selectedId, actions, onClearSearch }: Omit<MediaResultsProps, 'query'> & { library: MediaItem[] }) {
  if (library.length === 0) {
    return <EmptyState title="No media files have been uploaded yet" description="Upload some media files to get started" headingLevel={2} />;
  }
  if (items.length === 0) {
    return (
      <EmptyState
        title="No media files match your search"
        description="Try different search terms or clear the search"
        headingLevel={2}
        action={
          <Button variant="outline" onClick={onClearSearch}>
            Clear search
          </Button>
        }
      />
    );
  }
  const Results = view === 'grid' ? MediaGrid : MediaTable;
  return <Results items={items} selectedId={selectedId} actions={actions} />;
}
