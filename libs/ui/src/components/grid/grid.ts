import styled, { css } from 'styled-components';
import { media, type Theme } from '../../theme/theme';

type Breakpoint = keyof typeof media;

/** Column counts from a breakpoint up, e.g. `{ sm: 2, lg: 4 }`; below the first, one column. */
export type GridColumns = Partial<Record<Breakpoint, number>>;

/** The equal columns of `columns`, each count from its breakpoint up. */
const columnsFrom = (columns: GridColumns) =>
  (Object.keys(media) as Breakpoint[])
    .filter((breakpoint) => columns[breakpoint] !== undefined)
    .map(
      (breakpoint) => css`
        ${media[breakpoint]} {
          grid-template-columns: repeat(${columns[breakpoint]}, minmax(0, 1fr));
        }
      `,
    );

export type GridProps = { $gap: keyof Theme['spacing']; $columns?: GridColumns };

/** The layout of a Grid (or a GridList): equal columns, `$gap` apart (theme spacing); one column, more from the breakpoints in `$columns`. */
export const gridLayout = css<GridProps>`
  display: grid;
  gap: ${({ theme, $gap }) => theme.spacing[$gap]};
  ${({ $columns = {} }) => columnsFrom($columns)}
`;

/** Blocks in a grid of equal columns, `$gap` apart (theme spacing): one column, more from the breakpoints in `$columns`; `as` makes it a section… */
export const Grid = styled.div<GridProps>`
  ${gridLayout}
`;
