import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../button/button';
import { type CursorParam, searchWithCursor } from '../paged-table/cursor-params';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

const count = (value: number) => value.toLocaleString('en-SG');

/** Where a paged list stands, with Previous and Next; on a page past the end, a way to its last page. */
export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pastEnd = page > 1 && page > pages;
  const where = pastEnd
    ? `${total === 1 ? '1 match' : `${count(total)} matches`} · Page ${count(page)} is past the last`
    : `${count(first)}–${count(last)} of ${count(total)} · Page ${count(page)} of ${count(pages)}`;
  return (
    <StyledPagination aria-label="Pages">
      <span aria-live="polite">{where}</span>
      {pastEnd && (
        <Button variant="outline" size="sm" onClick={() => onPage(pages)}>
          Go to the last page
        </Button>
      )}
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </StyledPagination>
  );
}

export interface CursorPaginationProps {
  /** The cursors of the pages beside this one, as the API answers them (`keysetPageOf` in @app/contracts); null at the ends. */
  next: string | null;
  previous: string | null;
  total: number;
  totalIsCapped?: boolean;
  itemsOnPage: number;
}

/**
 * The pager of a list paged by keyset: how many the page shows of how many match, and Previous and Next as links that
 * carry the cursor in the URL (`?before=…`, `?after=…`, the filters kept), so Back, reload and a shared link show the
 * same page; at an end the button is there, disabled.
 */
export function CursorPagination({ next, previous, total, totalIsCapped = false, itemsOnPage }: CursorPaginationProps) {
  const matches = `${totalIsCapped ? 'more than ' : ''}${count(total)} ${total === 1 && !totalIsCapped ? 'match' : 'matches'}`;
  return (
    <StyledPagination aria-label="Pages">
      <span aria-live="polite">{itemsOnPage > 0 ? `Showing ${count(itemsOnPage)} of ${matches}` : `No more of the ${matches} past this point`}</span>
      <CursorLink name="before" cursor={previous} label="Previous" />
      <CursorLink name="after" cursor={next} label="Next" />
    </StyledPagination>
  );
}

function CursorLink({ name, cursor, label }: { name: CursorParam; cursor: string | null; label: string }) {
  const [params] = useSearchParams();
  if (!cursor)
    return (
      <Button variant="outline" size="sm" disabled>
        {label}
      </Button>
    );
  return (
    <Button as={Link} variant="outline" size="sm" to={searchWithCursor(params, name, cursor)} rel={name === 'after' ? 'next' : 'prev'}>
      {label}
    </Button>
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
