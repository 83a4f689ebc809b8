import styled from 'styled-components';
import { type Theme } from '../../theme/theme';

type Gap = keyof Theme['spacing'];

/** The frame of an admin area's page: its sections stacked, `$gap` apart (theme spacing, 6 by default). */
export const AdminPage = styled.div<{ $gap?: Gap }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 6 }) => theme.spacing[$gap]};
`;
