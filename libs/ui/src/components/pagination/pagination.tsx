import styled from 'styled-components';
import { Button } from '../button/button';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** There are more than `total` matches (a capped total, `cappedPageOf` in @app/contracts): the list says "more than". */
  totalIsCapped?: boolean;
  /** How many items this page shows; with a capped total, Next stops on a page that is not full. */
  itemsOnPage?: number;
  onPage: (page: number) => void;
}

const count = (value: number) => value.toLocaleString('en-SG');

/** Where a page past the end stands, e.g. "24 matches · Page 2 is past the last", for exact and capped totals alike. */
const pastTheLast = (matches: string, page: number) => `${matches} · Page ${count(page)} is past the last`;

/** Where a paged list stands, with Previous and Next; on a page past the end of an exact total, a way to its last page. */
export function Pagination({ page, pageSize, total, totalIsCapped = false, itemsOnPage, onPage }: PaginationProps) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = totalIsCapped && itemsOnPage !== undefined ? first + itemsOnPage - 1 : Math.min(page * pageSize, total);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const atEnd = totalIsCapped ? itemsOnPage !== undefined && itemsOnPage < pageSize : page >= pages;
  const pastEnd = page > 1 && (totalIsCapped ? itemsOnPage === 0 : page > pages);
  const where = !totalIsCapped
    ? pastEnd
      ? pastTheLast(total === 1 ? '1 match' : `${count(total)} matches`, page)
      : `${count(first)}–${count(last)} of ${count(total)} · Page ${count(page)} of ${count(pages)}`
    : pastEnd
      ? pastTheLast(`No more than ${count(first - 1)} matches`, page)
      : `${count(first)}–${count(last)} of more than ${count(total)} · Page ${count(page)} of more than ${count(Math.floor(total / pageSize))}`;
  return (
    <StyledPagination aria-label="Pages">
      <span aria-live="polite">{where}</span>
      {pastEnd && !totalIsCapped && (
        <Button variant="outline" size="sm" onClick={() => onPage(pages)}>
          Go to the last page
        </Button>
      )}
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button variant="outline" size="sm" disabled={atEnd} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </StyledPagination>
  );
}

const StyledPagination = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing[2]};
  margin-top: ${({ theme }) => theme.spacing[4]};
`;
