import { type FieldErrors, type UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { ROLE_LABELS, type Role } from '@app/contracts';
import { Checkbox, FormField, Input, Select } from '@app/ui';
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
    <StyledFields>
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
          {roleOptions.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </Select>
      </FormField>
      <Checkbox label="Active" {...field('isActive')} />
    </StyledFields>
  );
}

const StyledFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;
