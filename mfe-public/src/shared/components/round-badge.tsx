import styled, { type DefaultTheme } from 'styled-components';

type Colors = DefaultTheme['colors'];

/** Background and text colour of each tone. */
const TONES = {
  primary: ['primary', 'onPrimary'],
  accent: ['accent', 'onAccent'],
  subtle: ['accentSubtle', 'accentText'],
} as const satisfies Record<string, readonly [keyof Colors, keyof Colors]>;

interface RoundBadgeProps {
  /** Width and height. */
  $size: string;
  $tone: keyof typeof TONES;
  /** The text size, which is also the size of an icon inside. */
  $fontSize?: keyof DefaultTheme['typography']['fontSize'];
}

/** A round badge holding an icon, initials or a step's number, centred. */
export const RoundBadge = styled.span<RoundBadgeProps>`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $tone }) => theme.colors[TONES[$tone][0]]};
  color: ${({ theme, $tone }) => theme.colors[TONES[$tone][1]]};
  font-size: ${({ theme, $fontSize }) => ($fontSize ? theme.typography.fontSize[$fontSize] : 'inherit')};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;
