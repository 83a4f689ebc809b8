import { useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

export interface ActionConfirmDialogProps extends Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm'> {
  /** Runs the confirmed action; call `close` once it has succeeded. */
  onConfirm: (close: () => void) => void;
  /** Forgets the last failure when the dialog is closed without success (e.g. the mutation's reset). */
  onDismiss?: () => void;
}

/**
 * A ConfirmDialog for an action that may fail: it stays open while the action runs (`pending`), says inside why it
 * failed (`error`), and closes once it succeeds.
 */
export function ActionConfirmDialog({ onConfirm, onDismiss, ...dialog }: ActionConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      {...dialog}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onDismiss?.();
      }}
      onConfirm={(event) => {
        event.preventDefault();
        onConfirm(() => setOpen(false));
      }}
    />
  );
}
