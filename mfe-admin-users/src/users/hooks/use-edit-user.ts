import { type UpdateUserInput, type User } from '@app/contracts';
import { errorMessage, toast } from '@app/web';
import { useUpdateRole } from '../api/update-role';
import { useUpdateUser } from '../api/update-user';
import { changedFields, isRoleOnlyChange } from '../utils/changed-fields';

/** Saves the edit dialog: nothing, the role alone (update-role), or the changed fields (update-user). */
export function useEditUser(user: User, onDone: () => void) {
  const updateUser = useUpdateUser();
  const updateRole = useUpdateRole();

  const save = (values: UpdateUserInput) => {
    const changes = changedFields(user, values);
    if (Object.keys(changes).length === 0) {
      toast({ title: 'No changes', description: 'No changes were made to the user.' });
      onDone();
    } else if (isRoleOnlyChange(changes)) {
      updateRole.mutate(
        { id: user.id, role: changes.role },
        {
          onSuccess: () => {
            toast({ title: 'Role updated', description: 'User role has been updated successfully.' });
            onDone();
          },
          onError: (error) => toast({ title: 'Error updating role', description: errorMessage(error), variant: 'destructive' }),
        },
      );
    } else {
      updateUser.mutate(
        { id: user.id, changes },
        {
          onSuccess: (updated) => {
            toast({ title: 'User updated', description: `${updated.username} has been updated.` });
            onDone();
          },
          onError: (error) => toast({ title: 'Error updating user', description: errorMessage(error), variant: 'destructive' }),
        },
      );
    }
  };

  return { save, pending: updateUser.isPending || updateRole.isPending };
}
