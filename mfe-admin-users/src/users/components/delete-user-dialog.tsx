import { type User } from '@app/contracts';
import { ConfirmDialog } from '@app/ui';
import { errorMessage, toast } from '@app/web';
import { useDeleteUser } from '../api/delete-user';

/** Asks before deleting; the dialog is closed while `user` is null. */
export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const deleteUser = useDeleteUser();

  const onConfirm = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (!user) return;
    deleteUser.mutate(user.id, {
      onSuccess: () => {
        toast({ title: 'User deleted', description: `${user.username} has been deleted.` });
        onClose();
      },
      onError: (error) => toast({ title: 'Error deleting user', description: errorMessage(error), variant: 'destructive' }),
    });
  };

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Are you sure?"
      description={`This action cannot be undone. This will permanently delete the user account "${user?.username ?? ''}".`}
      confirmLabel="Delete"
      destructive
      pending={deleteUser.isPending}
      onConfirm={onConfirm}
    />
  );
}
