import { type ReactNode } from 'react';
import styled from 'styled-components';

/** Scrolls wide tables sideways on small screens. */
export const TableContainer = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const TableCaption = styled.caption`
  padding: ${({ theme }) => theme.spacing[3]};
  color: ${({ theme }) => theme.colors.muted};
  text-align: left;
`;

export const TableHead = styled.thead`
  background: ${({ theme }) => theme.colors.surface};
`;

export const TableBody = styled.tbody``;

export const TableRow = styled.tr`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  tbody &:last-child {
    border-bottom: none;
  }

  tbody &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** A header cell; `scope` is "col" unless given (use "row" for row headers). */
export const TableHeaderCell = styled.th.attrs(({ scope = 'col' }) => ({ scope }))`
  padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[4]}`};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-align: left;
  white-space: nowrap;
`;

export const TableCell = styled.td`
  padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[4]}`};
  color: ${({ theme }) => theme.colors.text};
  vertical-align: middle;
`;

/** A table's head: one row of column headers. */
export function TableColumnHeaders({ columns }: { columns: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableHeaderCell key={column}>{column}</TableHeaderCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

export interface DataTableProps {
  /** The column headers, in order. */
  columns: readonly string[];
  /** The table's caption element, if any: a TableCaption, or a visually hidden caption. */
  caption?: ReactNode;
  /** The rows: TableRow elements, one per item. */
  children: ReactNode;
}

/** A table of rows under one row of column headers, in its scrolling container. */
export function DataTable({ columns, caption, children }: DataTableProps) {
  return (
    <TableContainer>
      <Table>
        {caption}
        <TableColumnHeaders columns={columns} />
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
