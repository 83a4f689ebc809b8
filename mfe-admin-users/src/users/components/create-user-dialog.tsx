import { useForm } from 'react-hook-form';
import { assignableRoles, CreateUserFormSchema, type CreateUserInput, type Role } from '@app/contracts';
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
}

export function CreateUserDialog({ open, onOpenChange, actorRole }: CreateUserDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Create New User" size="lg">
        <CreateUserForm actorRole={actorRole} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CreateUserForm({ actorRole, onDone }: { actorRole: Role; onDone: () => void }) {
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
        onDone();
      },
      onError: (error) => toast({ title: 'Error creating user', description: errorMessage(error), variant: 'destructive' }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create New User">
      <UserFormFields
        register={register}
        errors={formState.errors}
        clearError={clearErrors}
        roleOptions={assignableRoles(actorRole)}
        passwordRequired
      />
      <UserFormActions submitLabel="Create User" pending={createUser.isPending} />
    </form>
  );
}
