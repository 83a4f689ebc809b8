import styled from 'styled-components';
import { Button } from '@app/ui';

interface PageLinksProps {
  /** The navigation's name, e.g. 'Pages of articles'. */
  label: string;
  page: number;
  pages: number;
  addressOf: (page: number) => string;
}

/**
 * Previous and Next as links (rel="prev" and "next"), so every page of a list has its own address, works without
 * JavaScript and crawlers follow it. Nothing on a list of one page; beyond the last page, Previous leads to it.
 */
export function PageLinks({ label, page, pages, addressOf }: PageLinksProps) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <StyledPageLinks aria-label={label}>
      {page > 1 && (
        <Button as="a" href={addressOf(Math.min(page - 1, pages))} rel="prev" variant="outline">
          Previous
        </Button>
      )}
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Button as="a" href={addressOf(page + 1)} rel="next" variant="outline">
          Next
        </Button>
      )}
    </StyledPageLinks>
  );
}

const StyledPageLinks = styled.nav`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[4]};
  margin-top: ${({ theme }) => theme.spacing[8]};
`;
