import styled, { css } from 'styled-components';
import { type Theme } from '../../theme/theme';

export type RowProps = { $gap: keyof Theme['spacing']; $wrap?: boolean };

/** The layout of a Row (or a RowList): side by side, `$gap` apart (theme spacing), wrapping onto more lines with `$wrap`. */
export const rowLayout = css<RowProps>`
  display: flex;
  flex-wrap: ${({ $wrap = false }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap }) => theme.spacing[$gap]};
`;

/** Blocks side by side, `$gap` apart (theme spacing); `$wrap` lets them wrap onto more lines; `as` makes it a nav… */
export const Row = styled.div<RowProps>`
  ${rowLayout}
`;
