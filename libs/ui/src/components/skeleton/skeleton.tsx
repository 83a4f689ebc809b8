import styled, { keyframes, type DefaultTheme } from 'styled-components';
import { omitProps } from '../../utils/omit-props';

export interface SkeletonProps {
  width?: string;
  height?: string;
  radius?: keyof DefaultTheme['radii'];
}

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

/** A loading placeholder; hidden from assistive technology, so announce loading elsewhere. */
export const Skeleton = styled.div.withConfig({ shouldForwardProp: omitProps('width', 'height', 'radius') }).attrs({ 'aria-hidden': true })<SkeletonProps>`
  width: ${({ width = '100%' }) => width};
  height: ${({ height = '1rem' }) => height};
  border-radius: ${({ theme, radius = 'md' }) => theme.radii[radius]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;
