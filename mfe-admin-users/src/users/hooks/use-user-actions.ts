import { useState } from 'react';
import { canDeleteUser, canEditUser, PERMISSION_MESSAGES, type User } from '@app/contracts';
import { toast } from '@app/web';

const denied = (description: string) => toast({ title: 'Permission denied', description, variant: 'destructive' });

/** Which user the edit and delete dialogs are open for, after SPEC §6's permission checks. */
export function useUserActions(actor: User) {
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);

  const edit = (user: User) => (canEditUser(actor, user) ? setEditing(user) : denied(PERMISSION_MESSAGES.editDenied));

  const remove = (user: User) => {
    if (user.id === actor.id) denied(PERMISSION_MESSAGES.selfDelete);
    else if (!canDeleteUser(actor, user)) denied(PERMISSION_MESSAGES.deleteDenied);
    else setDeleting(user);
  };

  return {
    editing,
    deleting,
    edit,
    remove,
    closeEdit: () => setEditing(null),
    closeDelete: () => setDeleting(null),
  };
}
