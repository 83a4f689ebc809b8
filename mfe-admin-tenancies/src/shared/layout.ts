import styled from 'styled-components';
import { media } from '@app/ui';

/** A page of this area: a back link above a card that takes the full width. */
export const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
  align-items: flex-start;

  & > * {
    align-self: stretch;
  }
`;

/** A list's search form: one column on a phone, `$columns` (a grid-template-columns value) from md up. */
export const StyledListFilters = styled.form<{ $columns: string }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.spacing[4]};

  ${media.md} {
    grid-template-columns: ${({ $columns }) => $columns};
  }
`;
