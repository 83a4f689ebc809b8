import styled, { css, type DefaultTheme } from 'styled-components';
import { omitProps } from '../../utils/omit-props';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A variant's colours at rest, and its background under the pointer while the button can be used. */
const variantColours = (background: string, color: string, hoverBackground: string) => css`
  background: ${background};
  color: ${color};
  &:hover:not(:disabled, [aria-disabled='true']) {
    background: ${hoverBackground};
  }
`;

const variantStyles: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: ({ colors }) => variantColours(colors.primary, colors.onPrimary, colors.primaryHover),
  secondary: ({ colors }) => variantColours(colors.secondary, colors.onSecondary, colors.secondaryHover),
  outline: ({ colors }) => css`
    ${variantColours(colors.background, colors.primary, colors.surface)}
    border-color: ${colors.borderStrong};
  `,
  ghost: ({ colors }) => variantColours('transparent', colors.primary, colors.surfaceMuted),
  destructive: ({ colors }) => variantColours(colors.destructive, colors.onDestructive, colors.destructiveHover),
};

const sizeStyles: Record<ButtonSize, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  sm: ({ spacing, typography }) => css`
    min-height: 2rem;
    padding: 0 ${spacing[3]};
    font-size: ${typography.fontSize.sm};
  `,
  md: ({ spacing, typography }) => css`
    min-height: 2.5rem;
    padding: 0 ${spacing[4]};
    font-size: ${typography.fontSize.sm};
  `,
  lg: ({ spacing, typography }) => css`
    min-height: 3rem;
    padding: 0 ${spacing[6]};
    font-size: ${typography.fontSize.md};
  `,
  icon: ({ typography }) => css`
    width: 2.5rem;
    height: 2.5rem;
    padding: 0;
    font-size: ${typography.fontSize.lg};
  `,
};

/**
 * A button; render a link with the same look through `as`:
 * `<Button as={Link} to="/contact" variant="outline">Contact us</Button>`.
 * Busy buttons take `aria-busy` (plus `disabled` while a request runs).
 */
export const Button = styled.button.withConfig({ shouldForwardProp: omitProps('variant', 'size') })<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};

  ${({ theme, variant = 'primary' }) => variantStyles[variant](theme)}
  ${({ theme, size = 'md' }) => sizeStyles[size](theme)}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;
