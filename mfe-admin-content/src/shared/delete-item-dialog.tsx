import { type UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '@app/ui';
import { errorMessage, toast, type ToastOptions } from '@app/web';

export type Deletable = { id: string; title: string };

export interface DeleteItemDialogProps<T extends Deletable> {
  /** The item to delete; the dialog is closed while it is null. */
  item: T | null;
  /** What deleting it takes away, completing "This will permanently delete …". */
  describe: (item: T) => string;
  remove: UseMutationResult<unknown, Error, string>;
  deleted: (title: string) => ToastOptions;
  failed: (message: string) => ToastOptions;
  onClose: () => void;
}

/** Asks before deleting a post or a draft for good. */
export function DeleteItemDialog<T extends Deletable>({ item, describe, remove, deleted, failed, onClose }: DeleteItemDialogProps<T>) {
  const onConfirm = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast(deleted(item.title));
        onClose();
      },
      onError: (error) => toast(failed(errorMessage(error))),
    });
  };

  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Are you sure?"
      description={`This action cannot be undone. This will permanently delete ${item ? describe(item) : ''}.`}
      confirmLabel="Delete"
      destructive
      pending={remove.isPending}
      onConfirm={onConfirm}
    />
  );
}
