import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { assignableRoles, CreateUserFormSchema, type CreateUserInput, type Role, type User } from '@app/contracts';
import { Dialog, DialogContent } from '@app/ui';
import { errorMessage, toast } from '@app/web';
import { useCreateUser } from '../api/create-user';
import { EMPTY_USER_FORM, userFormResolver, type UserFormValues } from '../utils/user-form-values';
import { UserFormActions } from './user-form-actions';
import { UserFormFields } from './user-form-fields';

type CreateUserFormOutput = CreateUserInput & { confirmPassword: string };

interface CreateUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actorRole: Role;
  /** The account just created; the page then shows it and moves focus to it. */
  onCreated: (user: User) => void;
}

export function CreateUserDialog({ open, onOpenChange, actorRole, onCreated }: CreateUserDialogProps) {
  const created = useRef(false);
  const done = (user: User) => {
    created.current = true;
    onCreated(user);
    onOpenChange(false);
  };
  // After a creation focus goes to the new account's row, not back to the Create User button.
  const keepFocusOnNewAccount = (event: Event) => {
    if (created.current) event.preventDefault();
    created.current = false;
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Create New User" size="lg" onCloseAutoFocus={keepFocusOnNewAccount}>
        <CreateUserForm actorRole={actorRole} onDone={done} />
      </DialogContent>
    </Dialog>
  );
}

function CreateUserForm({ actorRole, onDone }: { actorRole: Role; onDone: (user: User) => void }) {
  const createUser = useCreateUser();
  const { register, handleSubmit, clearErrors, formState } = useForm<UserFormValues, unknown, CreateUserFormOutput>({
    resolver: userFormResolver(CreateUserFormSchema),
    defaultValues: EMPTY_USER_FORM,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(({ confirmPassword: _confirmPassword, ...body }) =>
    createUser.mutate(body, {
      onSuccess: (user) => {
        toast({ title: 'User created', description: `${user.username} has been added.` });
        onDone(user);
      },
      onError: (error) => toast({ title: 'Error creating user', description: errorMessage(error), variant: 'destructive' }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create New User">
      <UserFormFields register={register} errors={formState.errors} clearError={clearErrors} roleOptions={assignableRoles(actorRole)} passwordRequired />
      <UserFormActions submitLabel="Create User" pending={createUser.isPending} />
    </form>
  );
}
