import styled, { type DefaultTheme } from 'styled-components';
import { omitProps } from '../../utils/omit-props';

export type BadgeVariant = 'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'destructive' | 'outline';

export interface BadgeProps {
  variant?: BadgeVariant;
}

type Colors = DefaultTheme['colors'];

const variantColors: Record<BadgeVariant, (colors: Colors) => { color: string; background: string; border: string }> = {
  neutral: (c) => ({ color: c.text, background: c.surfaceMuted, border: c.surfaceMuted }),
  primary: (c) => ({ color: c.onPrimary, background: c.primary, border: c.primary }),
  accent: (c) => ({ color: c.accentText, background: c.accentSubtle, border: c.accentSubtle }),
  success: (c) => ({ color: c.success, background: c.successSubtle, border: c.successSubtle }),
  warning: (c) => ({ color: c.warning, background: c.warningSubtle, border: c.warningSubtle }),
  destructive: (c) => ({ color: c.destructive, background: c.destructiveSubtle, border: c.destructiveSubtle }),
  outline: (c) => ({ color: c.text, background: c.background, border: c.borderStrong }),
};

export const Badge = styled.span.withConfig({ shouldForwardProp: omitProps('variant') })<BadgeProps>`
  display: inline-flex;
  align-items: center;
  padding: 0.125rem ${({ theme }) => theme.spacing[2]};
  border: 1px solid ${({ theme, variant = 'neutral' }) => variantColors[variant](theme.colors).border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, variant = 'neutral' }) => variantColors[variant](theme.colors).background};
  color: ${({ theme, variant = 'neutral' }) => variantColors[variant](theme.colors).color};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  white-space: nowrap;
`;
