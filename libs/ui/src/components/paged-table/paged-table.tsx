import { type ReactNode } from 'react';
import { DataTable, TableCaption } from '../table/table';
import { PagedResults, type PagedResultsProps } from './paged-results';

export interface PagedTableProps<Item> extends Omit<PagedResultsProps<Item>, 'children'> {
  /** The table's caption: what it lists (screen readers announce it with the table). */
  caption: ReactNode;
  /** The column headers, in order. */
  columns: readonly string[];
  /** The page's rows (TableRow elements), one per item. */
  children: (items: Item[]) => ReactNode;
}

/** A table read a page at a time: caption, column headers, one row per item, with the loading, failed and empty states and the pager. */
export function PagedTable<Item>({ caption, columns, children, ...results }: PagedTableProps<Item>) {
  return (
    <PagedResults {...results}>
      {(items) => (
        <DataTable columns={columns} caption={<TableCaption>{caption}</TableCaption>}>
          {children(items)}
        </DataTable>
      )}
    </PagedResults>
  );
}
