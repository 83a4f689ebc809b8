import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type MouseEvent, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';
import { DialogFooter, styledDialogParts } from '../dialog/dialog-styles';
import { Spinner } from '../spinner/spinner';

export interface ConfirmDialogProps {
  title: ReactNode;
  description: ReactNode;
  /**
   * Runs on confirm; the dialog then closes. Call `event.preventDefault()` to keep it open,
   * e.g. while an async action runs with `pending`, and close it through `open` when done.
   */
  onConfirm: (event: MouseEvent<HTMLButtonElement>) => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog, e.g. a Button; omit it when `open` is controlled. */
  trigger?: ReactElement;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** Disables both buttons and Escape, and marks the confirm button busy. */
  pending?: boolean;
  /** Why the confirmed action failed, shown in the dialog (an alert outside it is hidden by the modal). */
  error?: ReactNode;
}

const { StyledOverlay, StyledContent, StyledTitle, StyledDescription } = styledDialogParts(AlertDialog);

const StyledError = styled.p`
  margin: ${({ theme }) => theme.spacing[3]} 0 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  color: ${({ theme }) => theme.colors.destructive};
`;

export function ConfirmDialog({
  title,
  description,
  onConfirm,
  open,
  onOpenChange,
  trigger,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  pending = false,
  error,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <StyledOverlay />
        <StyledContent $size="sm" onEscapeKeyDown={(event) => pending && event.preventDefault()}>
          <StyledTitle>{title}</StyledTitle>
          <StyledDescription>{description}</StyledDescription>
          {error && <StyledError role="alert">{error}</StyledError>}
          <DialogFooter>
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild onClick={onConfirm}>
              <Button variant={destructive ? 'destructive' : 'primary'} disabled={pending} aria-busy={pending || undefined}>
                {pending && <Spinner size="sm" aria-hidden="true" />}
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </DialogFooter>
        </StyledContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
