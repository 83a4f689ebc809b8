import type { MediaItem } from '@app/contracts';
import { Button, EmptyState, type PagedState, PagedResults } from '@app/ui';
import type { MediaActions } from './media-actions';
import { MediaGrid } from './media-grid';
import { MediaTable } from './media-table';
import type { MediaView } from './media-toolbar';

type MediaResultsProps = {
  state: PagedState<MediaItem>;
  /** Whether a search is applied: an empty page then means nothing matched, not an empty library. */
  searching: boolean;
  view: MediaView;
  selectedId: string | null;
  actions: MediaActions;
  onPage: (page: number) => void;
  onClearSearch: () => void;
};

/** The library a page at a time in each of its states: loading, failed, nothing uploaded, nothing found, or the grid or list with the pager. */
export function MediaResults({ state, searching, view, selectedId, actions, onPage, onClearSearch }: MediaResultsProps) {
  const Results = view === 'grid' ? MediaGrid : MediaTable;
  return (
    <PagedResults
      state={state}
      subject="media"
      onPage={onPage}
      empty={
        searching ? (
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
        ) : (
          <EmptyState title="No media files have been uploaded yet" description="Upload some media files to get started" headingLevel={2} />
        )
      }
    >
      {(items) => <Results items={items} selectedId={selectedId} actions={actions} />}
    </PagedResults>
  );
}
