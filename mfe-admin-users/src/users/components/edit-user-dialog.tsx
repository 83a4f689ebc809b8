import { useForm } from 'react-hook-form';
import { canChangeRole, PERMISSION_MESSAGES, UpdateUserFormSchema, type UpdateUserInput, type User } from '@app/contracts';
import { Dialog, DialogContent } from '@app/ui';
import { useEditUser } from '../hooks/use-edit-user';
import { editRoleOptions, userFormResolver, userFormValues, type UserFormValues } from '../utils/user-form-values';
import { AccountAccess } from './account-access';
import { UserFormActions } from './user-form-actions';
import { UserFormFields } from './user-form-fields';

type UpdateUserFormOutput = UpdateUserInput & { confirmPassword?: string };

interface EditUserDialogProps {
  /** The user being edited; the dialog is closed while null. */
  user: User | null;
  actor: User;
  onClose: () => void;
}

export function EditUserDialog({ user, actor, onClose }: EditUserDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Edit User" description="Update user information. Leave password blank to keep it unchanged." size="lg">
        {user && <EditUserForm user={user} actor={actor} onDone={onClose} />}
        {user && <AccountAccess user={user} />}
      </DialogContent>
    </Dialog>
  );
}

function EditUserForm({ user, actor, onDone }: { user: User; actor: User; onDone: () => void }) {
  const { save, pending } = useEditUser(user, onDone);
  const { register, handleSubmit, clearErrors, formState } = useForm<UserFormValues, unknown, UpdateUserFormOutput>({
    resolver: userFormResolver(UpdateUserFormSchema),
    defaultValues: userFormValues(user),
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(({ confirmPassword: _confirmPassword, ...values }) => save(values));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit User">
      <UserFormFields
        register={register}
        errors={formState.errors}
        clearError={clearErrors}
        roleOptions={editRoleOptions(actor.role, user.role)}
        roleHint={canChangeRole(actor, user) ? undefined : PERMISSION_MESSAGES.roleDenied}
        passwordRequired={false}
      />
      <UserFormActions submitLabel="Save Changes" pending={pending} />
    </form>
  );
}
