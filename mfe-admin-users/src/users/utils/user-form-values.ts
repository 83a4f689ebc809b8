import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { assignableRoles, type Role, type User } from '@app/contracts';

/** What the create and edit dialogs hold while the user types. */
export interface UserFormValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  fullName: string;
  ceaRegistrationNumber: string;
  phone: string;
  role: Role;
  isActive: boolean;
}

export const EMPTY_USER_FORM: UserFormValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  fullName: '',
  ceaRegistrationNumber: '',
  phone: '',
  role: 'content_manager',
  isActive: true,
};

export function userFormValues(user: User): UserFormValues {
  return {
    ...EMPTY_USER_FORM,
    username: user.username,
    email: user.email,
    fullName: user.fullName ?? '',
    ceaRegistrationNumber: user.ceaRegistrationNumber ?? '',
    phone: user.phone ?? '',
    role: user.role,
    isActive: user.isActive,
  };
}

/** The actor's assignable roles, plus the user's current one so the select can show it. */
export function editRoleOptions(actorRole: Role, currentRole: Role): Role[] {
  const options = assignableRoles(actorRole);
  return options.includes(currentRole) ? options : [currentRole, ...options];
}

/**
 * The dialogs always hold every field as text or a boolean, a narrower input than the contract
 * schemas accept (they also take a missing or null full name), so their resolvers take UserFormValues.
 */
export function userFormResolver<Output extends FieldValues>(schema: z.ZodType<Output, unknown>): Resolver<UserFormValues, unknown, Output> {
  return zodResolver(schema as z.ZodType<Output, UserFormValues>);
}
