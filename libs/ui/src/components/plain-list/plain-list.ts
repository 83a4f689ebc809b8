import styled, { css } from 'styled-components';
import { type Theme } from '../../theme/theme';
import { gridLayout, type GridProps } from '../grid/grid';
import { rowLayout, type RowProps } from '../row/row';

type Spacing = keyof Theme['spacing'];

/** Lists used for layout show neither bullets nor indent. */
export const withoutBullets = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A list without bullets whose items sit in a column, `$gap` apart (theme spacing, 2 by default); `as="ol"` for an ordered one. */
export const PlainList = styled.ul<{ $gap?: Spacing }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 2 }) => theme.spacing[$gap]};
  ${withoutBullets}
`;

/** A list without bullets whose items sit in a Row, side by side, `$gap` apart; `$wrap` lets them wrap onto more lines. */
export const RowList = styled.ul<RowProps>`
  ${rowLayout}
  ${withoutBullets}
`;

/** A list without bullets laid out as a Grid of equal columns, `$gap` apart: one column, more from the breakpoints in `$columns`. */
export const GridList = styled.ul<GridProps>`
  ${gridLayout}
  ${withoutBullets}
`;
