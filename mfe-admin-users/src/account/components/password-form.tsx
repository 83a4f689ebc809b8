import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ChangePasswordFormSchema, type ChangePasswordInput } from '@app/contracts';
import { FormField, Input } from '@app/ui';
import { errorMessage, toast } from '@app/web';
import { useChangePassword } from '../api/change-password';
import { FormSubmit, StyledFormFields } from './account-form-parts';

interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY_PASSWORD_FORM: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const changePassword = useChangePassword();
  const { register, handleSubmit, clearErrors, reset, formState } = useForm<PasswordFormValues, unknown, ChangePasswordInput & { confirmPassword: string }>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY_PASSWORD_FORM,
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof PasswordFormValues) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast({ title: 'Password changed', description: 'Your other sessions have been signed out.' });
          reset(EMPTY_PASSWORD_FORM);
        },
        onError: (error) => toast({ title: 'Error changing password', description: errorMessage(error), variant: 'destructive' }),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change Password">
      <StyledFormFields>
        <FormField label="Current Password" error={formState.errors.currentPassword?.message} required>
          <Input type="password" autoComplete="current-password" {...field('currentPassword')} />
        </FormField>
        <FormField label="New Password" error={formState.errors.newPassword?.message} required>
          <Input type="password" autoComplete="new-password" {...field('newPassword')} />
        </FormField>
        <FormField label="Confirm New Password" error={formState.errors.confirmPassword?.message} required>
          <Input type="password" autoComplete="new-password" {...field('confirmPassword')} />
        </FormField>
      </StyledFormFields>
      <FormSubmit label="Change Password" pending={changePassword.isPending} />
    </form>
  );
}
