import { type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger, Row } from '@app/ui';
import { FilterIcon, GridIcon, ListIcon } from '../../media/components/media-icons';
import { MediaSearchInput } from '../../media/components/media-search-input';
import { MEDIA_FILTERS } from '../../media/utils/media-filters';

export type MediaView = 'grid' | 'list';

const VIEW_BUTTONS: { value: MediaView; label: string; icon: ReactNode }[] = [
  { value: 'grid', label: 'Grid view', icon: <GridIcon /> },
  { value: 'list', label: 'List view', icon: <ListIcon /> },
];

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
      <StyledSearch value={search} onSearch={onSearch} />
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
      <Row $gap={1} role="group" aria-label="View">
        {VIEW_BUTTONS.map(({ value, label, icon }) => (
          <Button
            key={value}
            variant={view === value ? 'secondary' : 'ghost'}
            size="icon"
            aria-label={label}
            aria-pressed={view === value}
            onClick={() => onView(value)}
          >
            {icon}
          </Button>
        ))}
      </Row>
    </StyledToolbar>
  );
}

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
`;

const StyledSearch = styled(MediaSearchInput)`
  flex: 1 1 16rem;
  width: auto;
`;
