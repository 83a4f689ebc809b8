import { type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { ROLE_LABELS, type Role } from '@app/contracts';
import { Checkbox, FormField, Grid, Input, LabelOptions, Select } from '@app/ui';
import { CeaDetailsFields } from '../../shared/cea-details-fields';
import { type UserFormValues } from '../utils/user-form-values';

export interface UserFormFieldsProps {
  register: UseFormRegister<UserFormValues>;
  errors: FieldErrors<UserFormValues>;
  /** SPEC §5: a field's error goes away as soon as that field is edited. */
  clearError: (name: keyof UserFormValues) => void;
  roleOptions: Role[];
  /** Set when the role may not be changed: the select is disabled and shows this hint. */
  roleHint?: string;
  passwordRequired: boolean;
}

export function UserFormFields({ register, errors, clearError, roleOptions, roleHint, passwordRequired }: UserFormFieldsProps) {
  const field = (name: keyof UserFormValues) => register(name, { onChange: () => clearError(name) });

  return (
    <Grid $gap={4}>
      <FormField label="Username" error={errors.username?.message} required>
        <Input autoComplete="off" {...field('username')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="off" {...field('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} required={passwordRequired}>
        <Input type="password" autoComplete="new-password" {...field('password')} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message} required={passwordRequired}>
        <Input type="password" autoComplete="new-password" {...field('confirmPassword')} />
      </FormField>
      <FormField label="Full Name" error={errors.fullName?.message}>
        <Input autoComplete="off" {...field('fullName')} />
      </FormField>
      <CeaDetailsFields register={field} errors={errors} />
      <FormField label="Role" error={errors.role?.message} hint={roleHint} required>
        <Select disabled={Boolean(roleHint)} {...field('role')}>
          <LabelOptions values={roleOptions} labels={ROLE_LABELS} />
        </Select>
      </FormField>
      <Checkbox label="Active" {...field('isActive')} />
    </Grid>
  );
}
