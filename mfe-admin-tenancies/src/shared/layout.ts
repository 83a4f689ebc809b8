import styled from 'styled-components';
import { media } from '@app/ui';

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
