import styled from 'styled-components';
import { type Theme } from '../../theme/theme';

/** Blocks in a column, `$gap` apart (theme spacing, 4 by default); `as` makes it a form, a section… */
export const Stack = styled.div<{ $gap?: keyof Theme['spacing'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 4 }) => theme.spacing[$gap]};
`;

/** A Stack that scrolls inside a dialog once it is taller than 70% of the window. */
export const DialogScrollStack = styled(Stack)`
  max-height: 70vh;
  overflow-y: auto;
`;
