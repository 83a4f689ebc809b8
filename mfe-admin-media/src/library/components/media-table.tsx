import styled from 'styled-components';
import type { MediaItem } from '@app/contracts';
import { DataTable, TableCell, TableRow } from '@app/ui';
import { formatDateTime } from '@app/web';
import { MediaStatus } from '../../media/components/media-status';
import { MediaThumbnail } from '../../media/components/media-thumbnail';
import { formatFileSize, mediaName } from '../../media/utils/format';
import type { MediaActions } from './media-actions';
import { MediaActionsMenu } from './media-actions-menu';

const COLUMNS = ['Media', 'File name', 'Size', 'Date', 'Actions'];

type MediaTableProps = { items: MediaItem[]; selectedId: string | null; actions: MediaActions };

/** The list view of SPEC §2. */
export function MediaTable({ items, selectedId, actions }: MediaTableProps) {
  return (
    <DataTable columns={COLUMNS}>
      {items.map((item) => (
        <TableRow key={item.id} aria-current={item.id === selectedId || undefined}>
          <TableCell>
            <MediaThumbnail item={item} size="3rem" />
          </TableCell>
          <TableCell>
            <StyledSelect type="button" onClick={() => actions.select(item)} aria-label={`Show details of ${mediaName(item)}`}>
              {item.originalFilename}
            </StyledSelect>
            <MediaStatus item={item} />
          </TableCell>
          <TableCell>{formatFileSize(item.size)}</TableCell>
          <TableCell>{formatDateTime(item.createdAt)}</TableCell>
          <TableCell>
            <MediaActionsMenu item={item} actions={actions} />
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}

const StyledSelect = styled.button`
  display: block;
  max-width: 20rem;
  overflow: hidden;
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-align: left;
  text-decoration: underline;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
`;
