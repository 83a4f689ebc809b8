import styled from 'styled-components';
import { type Theme } from '../../theme/theme';
import { withoutBullets } from '../plain-list/plain-list';

/** A list laid out as tiles (thumbnails), as many to a row as fit at `$min` wide, `$gap` apart (theme spacing, 3 by default). */
export const TileGrid = styled.ul<{ $min: string; $gap?: keyof Theme['spacing'] }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: ${({ theme, $gap = 3 }) => theme.spacing[$gap]};
  ${withoutBullets}
`;
