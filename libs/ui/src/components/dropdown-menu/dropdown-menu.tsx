import * as RadixDropdown from '@radix-ui/react-dropdown-menu';
import { type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { omitProps } from '../../utils/omit-props';

export const DropdownMenu = RadixDropdown.Root;
/**
 * Use with `asChild` around a Button; for row actions an icon button named after the row:
 * `<Button variant="ghost" size="icon" aria-label={`Actions for ${name}`}><MoreIcon /></Button>`.
 */
export const DropdownMenuTrigger = RadixDropdown.Trigger;

const StyledContent = styled(RadixDropdown.Content)`
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 10rem;
  padding: ${({ theme }) => theme.spacing[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export type DropdownMenuContentProps = ComponentPropsWithoutRef<typeof RadixDropdown.Content>;

export function DropdownMenuContent({ sideOffset = 4, align = 'end', ...props }: DropdownMenuContentProps) {
  return (
    <RadixDropdown.Portal>
      <StyledContent sideOffset={sideOffset} align={align} {...props} />
    </RadixDropdown.Portal>
  );
}

export const DropdownMenuItem = styled(RadixDropdown.Item).withConfig({
  shouldForwardProp: omitProps('destructive'),
})<{ destructive?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, destructive }) => (destructive ? theme.colors.destructive : theme.colors.text)};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-highlighted] {
    background: ${({ theme, destructive }) => (destructive ? theme.colors.destructiveSubtle : theme.colors.surfaceMuted)};
  }

  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const DropdownMenuLabel = styled(RadixDropdown.Label)`
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const DropdownMenuSeparator = styled(RadixDropdown.Separator)`
  height: 1px;
  margin: ${({ theme }) => `${theme.spacing[1]} 0`};
  background: ${({ theme }) => theme.colors.border};
`;
