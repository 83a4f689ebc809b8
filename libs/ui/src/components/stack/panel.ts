import styled from 'styled-components';
import { Stack } from './stack';

/** A bordered, padded box of blocks in a column, `$gap` apart (theme spacing, 4 by default); `as` makes it an aside, a list item… */
export const Panel = styled(Stack)`
  padding: ${({ theme }) => theme.spacing[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
`;
