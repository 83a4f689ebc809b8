import styled from 'styled-components';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger, Input } from '@app/ui';
import { FilterIcon, GridIcon, ListIcon } from '../../media/components/media-icons';
import { MEDIA_FILTERS } from '../../media/utils/media-filters';

export type MediaView = 'grid' | 'list';

type MediaToolbarProps = {
  search: string;
  /** The text typed in the search box. */
  onSearch: (search: string) => void;
  /** A Filter menu entry's search, applied at once. */
  onFilter: (search: string) => void;
  view: MediaView;
  onView: (view: MediaView) => void;
};

/** Search box, Filter menu and the grid/list toggle of the Library tab. */
export function MediaToolbar({ search, onSearch, onFilter, view, onView }: MediaToolbarProps) {
  return (
    <StyledToolbar>
      <StyledSearch
        type="search"
        aria-label="Search media files"
        placeholder="Search media files..."
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            <FilterIcon />
            Filter
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {MEDIA_FILTERS.map((filter) => (
            <DropdownMenuItem key={filter.label} onSelect={() => onFilter(filter.search)}>
              {filter.label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <StyledToggle role="group" aria-label="View">
        <Button
          variant={view === 'grid' ? 'secondary' : 'ghost'}
          size="icon"
          aria-label="Grid view"
          aria-pressed={view === 'grid'}
          onClick={() => onView('grid')}
        >
          <GridIcon />
        </Button>
        <Button
          variant={view === 'list' ? 'secondary' : 'ghost'}
          size="icon"
          aria-label="List view"
          aria-pressed={view === 'list'}
          onClick={() => onView('list')}
        >
          <ListIcon />
        </Button>
      </StyledToggle>
    </StyledToolbar>
  );
}

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
`;

const StyledSearch = styled(Input)`
  flex: 1 1 16rem;
  width: auto;
`;

const StyledToggle = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing[1]};
`;
