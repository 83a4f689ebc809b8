import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type UpdateProfileInput, UpdateProfileSchema, type User } from '@app/contracts';
import { FormField, Input } from '@app/ui';
import { errorMessage, toast } from '@app/web';
import { CeaDetailsFields } from '../../shared/cea-details-fields';
import { useUpdateProfile } from '../api/update-profile';
import { FormSubmit, StyledFormFields } from './account-form-parts';

type ProfileFormValues = z.input<typeof UpdateProfileSchema>;

const profileFormValues = (user: User): ProfileFormValues => ({
  username: user.username,
  fullName: user.fullName ?? '',
  ceaRegistrationNumber: user.ceaRegistrationNumber ?? '',
  phone: user.phone ?? '',
});

export function ProfileForm({ user }: { user: User }) {
  const updateProfile = useUpdateProfile();
  const { register, handleSubmit, clearErrors, reset, formState } = useForm<ProfileFormValues, unknown, UpdateProfileInput>({
    resolver: zodResolver(UpdateProfileSchema),
    defaultValues: profileFormValues(user),
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof ProfileFormValues) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit((body) =>
    updateProfile.mutate(body, {
      onSuccess: (saved) => {
        reset(profileFormValues(saved));
        toast({ title: 'Profile updated', description: 'Your name and username have been saved.' });
      },
      onError: (error) => toast({ title: 'Error updating profile', description: errorMessage(error), variant: 'destructive' }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile">
      <StyledFormFields>
        <FormField label="Email" hint="Only a super admin or an admin can change the email address of an account.">
          <Input value={user.email} readOnly />
        </FormField>
        <FormField label="Username" error={formState.errors.username?.message} required>
          <Input autoComplete="username" {...field('username')} />
        </FormField>
        <FormField label="Full Name" error={formState.errors.fullName?.message}>
          <Input autoComplete="name" {...field('fullName')} />
        </FormField>
        <CeaDetailsFields register={field} errors={formState.errors} />
      </StyledFormFields>
      <FormSubmit label="Save Profile" pending={updateProfile.isPending} />
    </form>
  );
}
