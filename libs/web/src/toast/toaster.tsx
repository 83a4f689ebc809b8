import * as RadixToast from '@radix-ui/react-toast';
import styled, { css, keyframes } from 'styled-components';
import { CloseIcon, Stack } from '@app/ui';
import { TOAST_DURATION } from './toast.constants';
import { dismissToast, useToasts } from './toast.store';
import { type ToastVariant } from './toast.types';

const SWIPE_DIRECTION = 'right';
const SWIPE_THRESHOLD = 50;
const HOTKEY = ['F8'];

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 1.5rem)); }
`;

const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(100% + 1.5rem)); }
`;

const StyledViewport = styled(RadixToast.Viewport)`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
  width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.spacing[4]};
  list-style: none;
  outline: none;

  ${({ theme }) => theme.media.md} {
    max-width: 420px;
  }
`;

const StyledToast = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => `${theme.spacing[4]} ${theme.spacing[12]} ${theme.spacing[4]} ${theme.spacing[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ $variant, theme }) =>
    $variant === 'destructive' &&
    css`
      border-color: ${theme.colors.destructive};
      background: ${theme.colors.destructive};
      color: ${theme.colors.onDestructive};
    `}

  &[data-state='open'] {
    animation: ${slideIn} ${({ theme }) => theme.transitions.normal};
  }

  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }

  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform ${({ theme }) => theme.transitions.normal};
  }

  &[data-swipe='end'] {
    animation: ${swipeOut} ${({ theme }) => theme.transitions.normal};
  }
`;

const StyledTitle = styled(RadixToast.Title)`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const StyledDescription = styled(RadixToast.Description)`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const StyledClose = styled(RadixToast.Close)`
  position: absolute;
  top: ${({ theme }) => theme.spacing[3]};
  right: ${({ theme }) => theme.spacing[3]};
  display: inline-flex;
  padding: ${({ theme }) => theme.spacing[1]};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;

  /* The theme's focus ring is too faint on the destructive background. */
  &:focus-visible {
    outline-color: currentColor;
  }
`;

export interface ToasterProps {
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
}

/** Renders the `toast()` notices of @app/web; mount it once, in the shell. */
export function Toaster({ closeLabel = 'Close notification' }: ToasterProps) {
  const toasts = useToasts();

  return (
    <RadixToast.Provider duration={TOAST_DURATION} swipeDirection={SWIPE_DIRECTION} swipeThreshold={SWIPE_THRESHOLD}>
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <StyledToast
          key={id}
          open={open}
          duration={duration}
          $variant={variant}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          <Stack $gap={1}>
            <StyledTitle>{title}</StyledTitle>
            {description && <StyledDescription>{description}</StyledDescription>}
          </Stack>
          <StyledClose aria-label={closeLabel}>
            <CloseIcon />
          </StyledClose>
        </StyledToast>
      ))}
      <StyledViewport hotkey={HOTKEY} />
    </RadixToast.Provider>
  );
}
